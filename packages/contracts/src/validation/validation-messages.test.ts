import { describe, expect, it } from 'vitest';
import { validationMessage, validationMessages } from './validation-messages.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

describe('validationMessages', () => {
  it.each(Object.keys(validationMessages) as ValidationMessageKey[])(
    '%s has Arabic and English',
    (key) => {
      expect(validationMessages[key].en.trim()).not.toBe('');
      expect(validationMessages[key].ar).toMatch(/\p{Script=Arabic}/u);
    },
  );

  it.each<[ValidationMessageKey, string]>([
    ['validation.required', 'This field is required'],
    ['validation.card.expired', 'This card has expired'],
    ['validation.terms.required', 'You must accept the terms and conditions'],
    ['validation.receipt.fileCount', 'Please upload one file only'],
    [
      'validation.receipt.fileType',
      'Unsupported file type. Please upload an image in PNG, JPG, or GIF format.',
    ],
    ['validation.receipt.fileSize', 'The file is too large. The maximum size is 10 MB.'],
  ])('%s reads %j in English', (key, english) => {
    expect(validationMessage(key, 'en')).toBe(english);
  });

  it('gives Arabic for ar and English for any other language', () => {
    expect(validationMessage('validation.card.expired', 'ar')).toBe('انتهت صلاحية هذه البطاقة');
    expect(validationMessage('validation.card.expired', 'fr')).toBe('This card has expired');
  });
});
