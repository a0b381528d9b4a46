import { describe, expect, it } from 'vitest';
import { errorCodes } from './error-codes.ts';
import type { ErrorCode } from './error-codes.ts';
import { errorMessage, errorMessages } from './error-messages.ts';

const arabicLetter = /\p{Script=Arabic}/u;

describe('errorMessages', () => {
  it.each(errorCodes)('%s has a non-empty Arabic and English message', (code) => {
    const text = errorMessages[code];
    expect(text.en.trim()).not.toBe('');
    expect(text.ar.trim()).not.toBe('');
    expect(text.ar).toMatch(arabicLetter);
    expect(text.ar).not.toBe(text.en);
  });

  it('has no entry beyond the codes', () => {
    expect(Object.keys(errorMessages).sort()).toEqual([...errorCodes].sort());
  });

  it.each<[ErrorCode, string]>([
    ['NETWORK_ERROR', 'Network error occurred'],
    ['REQUEST_TIMEOUT', 'Operation timed out'],
    ['FETCH_AMOUNT_FAILED', 'Failed to update the price amount'],
    ['FETCH_AVAILABILITIES_FAILED', 'Failed to fetch availabilities'],
    ['GENERAL_ERROR', 'Reservation product not set'],
    ['UNKNOWN_ERROR', 'A payment error occurred. Please try again.'],
    ['PAYMENT_FAILED', 'A payment error occurred. Please try again.'],
    ['NO_REFRESH_TOKEN', 'No refresh token available.'],
    ['TOKEN_REFRESH_TIMEOUT', 'Token refresh timeout'],
    ['REFRESH_MISSING_ACCESS_TOKEN', 'Refresh response did not include an access_token.'],
    ['MAX_REFRESH_ATTEMPTS', 'Maximum token refresh attempts exceeded'],
    ['TENANT_NOT_PROVIDED', 'Tenant is not provided. Please provide a tenant name.'],
    ['CART_ID_NOT_PROVIDED', 'Cart ID is not provided in the URL.'],
    [
      'BANK_TRANSFER_INVALID_FILE_TYPE',
      'Unsupported file type. Please upload an image in PNG, JPG, or GIF format.',
    ],
    ['BANK_TRANSFER_INVALID_FILE', 'Please upload one file only'],
    ['BANK_TRANSFER_FILE_TOO_LARGE', 'The file is too large. The maximum size is 10 MB.'],
  ])('%s reads %j in English', (code, english) => {
    expect(errorMessages[code].en).toBe(english);
    expect(errorMessage(code, 'en')).toBe(english);
  });
});

describe('errorMessage', () => {
  it('gives the Arabic text for ar', () => {
    expect(errorMessage('REQUEST_TIMEOUT', 'ar')).toBe('انتهت مهلة العملية');
  });

  it('falls back to English for a language it does not have', () => {
    expect(errorMessage('REQUEST_TIMEOUT', 'fr')).toBe('Operation timed out');
  });

  it('gives the UNKNOWN message for a code outside the catalogue', () => {
    expect(errorMessage('SOMETHING_NEW', 'en')).toBe(errorMessages.UNKNOWN.en);
    expect(errorMessage('toString', 'ar')).toBe(errorMessages.UNKNOWN.ar);
  });
});
