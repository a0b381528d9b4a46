import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { couponCodeSchema } from './coupon-code.ts';
import { cvcSchema } from './cvc.ts';
import { termsAcceptedSchema } from './terms-accepted.ts';
import { toValidationErrors } from './to-validation-errors.ts';

const checkout = z.object({
  couponCode: couponCodeSchema,
  terms: termsAcceptedSchema,
  items: z.array(z.object({ cvc: cvcSchema })),
});

function errorOf(schema: z.ZodMiniType, input: unknown): z.core.$ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('toValidationErrors', () => {
  const error = errorOf(checkout, { couponCode: ' ', terms: false, items: [{ cvc: '12' }] });

  it('codes each failure VALIDATION_ plus its path, with the English message', () => {
    expect(toValidationErrors(error, 'en')).toEqual([
      {
        code: 'VALIDATION_couponCode',
        path: 'couponCode',
        key: 'validation.required',
        message: 'This field is required',
      },
      {
        code: 'VALIDATION_terms',
        path: 'terms',
        key: 'validation.terms.required',
        message: 'You must accept the terms and conditions',
      },
      {
        code: 'VALIDATION_items.0.cvc',
        path: 'items.0.cvc',
        key: 'validation.cvc.invalid',
        message: 'The CVC must be 3 or 4 digits',
      },
    ]);
  });

  it('translates the same keys into Arabic', () => {
    expect(toValidationErrors(error, 'ar').map((e) => e.message)).toEqual([
      'هذا الحقل مطلوب',
      'يجب الموافقة على الشروط والأحكام',
      'يجب أن يتكون رمز التحقق (CVC) من 3 أو 4 أرقام',
    ]);
  });

  it('codes a failure of the whole value VALIDATION_ERROR', () => {
    expect(toValidationErrors(errorOf(cvcSchema, '1'), 'en')).toEqual([
      {
        code: 'VALIDATION_ERROR',
        path: '',
        key: 'validation.cvc.invalid',
        message: 'The CVC must be 3 or 4 digits',
      },
    ]);
  });

  it('reports zod wording it does not know as an invalid value', () => {
    expect(toValidationErrors(errorOf(z.object({ n: z.number() }), { n: 'x' }), 'ar')).toEqual([
      {
        code: 'VALIDATION_n',
        path: 'n',
        key: 'validation.invalid',
        message: 'هذه القيمة غير صالحة',
      },
    ]);
  });
});
