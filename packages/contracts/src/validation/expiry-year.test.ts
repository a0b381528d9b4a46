import { describe, expect, it } from 'vitest';
import { createExpiryYearSchema } from './expiry-year.ts';
import { failuresOf } from './testing/failures-of.ts';

const now = () => new Date('2025-06-15T12:00:00Z');
const expiryYearSchema = createExpiryYearSchema({ now });
const invalid = ['validation.expiryYear.invalid', 'Enter a valid year (YY)'];
const past = ['validation.expiryYear.past', 'The expiry year cannot be in the past'];

describe('createExpiryYearSchema', () => {
  it.each([
    ['25', '25'],
    ['26', '26'],
    ['99', '99'],
    ['٢٥', '25'],
    [' 30 ', '30'],
  ])('accepts %j as %j in 2025', (input, output) => {
    expect(expiryYearSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, ['validation.required', 'This field is required']],
    ['', ['validation.required', 'This field is required']],
    ['24', past],
    ['00', past],
    ['2025', invalid],
    ['5', invalid],
    ['y5', invalid],
  ])('rejects %j in 2025', (input, failure) => {
    expect(failuresOf(expiryYearSchema, input)).toEqual([failure]);
  });

  it('reads the injected clock at parse time', () => {
    let current = new Date('2025-12-31T23:59:59Z');
    const schema = createExpiryYearSchema({ now: () => current });
    expect(schema.safeParse('25').success).toBe(true);
    current = new Date('2026-01-01T00:00:00Z');
    expect(failuresOf(schema, '25')).toEqual([past]);
  });
});
