import { describe, expect, it } from 'vitest';
import { failuresOf } from './testing/failures-of.ts';
import { termsAcceptedSchema } from './terms-accepted.ts';

describe('termsAcceptedSchema', () => {
  it('accepts true', () => {
    expect(termsAcceptedSchema.parse(true)).toBe(true);
  });

  it.each([false, undefined, null, 'true', 1])('rejects %j', (input) => {
    expect(failuresOf(termsAcceptedSchema, input)).toEqual([
      ['validation.terms.required', 'You must accept the terms and conditions'],
    ]);
  });
});
