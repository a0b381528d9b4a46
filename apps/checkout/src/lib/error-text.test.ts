import { ApiError, AuthError, CartFlowError } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text.ts';

describe('errorText', () => {
  it('keeps a server’s message (it follows Accept-Language)', () => {
    const error = new ApiError({ status: 400, code: 'COUPON_INVALID', message: 'رمز منتهي' });
    expect(errorText(error, 'ar')).toBe('رمز منتهي');
  });

  it('uses the catalogue for failures the client names', () => {
    expect(errorText(ApiError.network(new Error('x')), 'ar')).toBe('حدث خطأ في الاتصال بالشبكة');
    expect(errorText(ApiError.timeout(), 'en')).toBe('Operation timed out');
    expect(errorText(new AuthError('MAX_REFRESH_ATTEMPTS'), 'en')).toBe(
      'Maximum token refresh attempts exceeded',
    );
  });

  it('reads a cart flow error through its cause, else its own message', () => {
    const cause = ApiError.network(new Error('x'));
    const flow = new CartFlowError({ code: 'NETWORK_ERROR', message: 'x', status: 0, cause });
    expect(errorText(flow, 'en')).toBe('Network error occurred');
    const rule = new CartFlowError({
      code: 'VALIDATION_ERROR',
      message: 'رقم السلة غير متوفر.',
      status: null,
    });
    expect(errorText(rule, 'ar')).toBe('رقم السلة غير متوفر.');
  });

  it('falls back to the UNKNOWN text', () => {
    expect(errorText('boom', 'en')).toBe('An unexpected error occurred.');
  });
});
