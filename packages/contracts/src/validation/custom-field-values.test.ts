import { describe, expect, it } from 'vitest';
import type { CustomField } from '../wire/custom-field.ts';
import { customFieldValuesFormSchema } from './custom-field-values.ts';

const field = (overrides: Partial<CustomField>): CustomField => ({
  key: 'k',
  label: 'K',
  type: 'text',
  required: false,
  options: null,
  price: 0,
  ...overrides,
});

const fields = [
  field({ key: 'engraving', required: true }),
  field({ key: 'giftWrap', type: 'checkbox', price: 10 }),
  field({
    key: 'occasion',
    type: 'select',
    options: [
      { value: 'wedding', label: 'Wedding' },
      { value: 'family', label: 'Family' },
    ],
  }),
  field({ key: 'guests', type: 'number' }),
  field({ key: 'day', type: 'date' }),
];

const issues = (values: Record<string, string | undefined>) => {
  const result = customFieldValuesFormSchema(fields).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('customFieldValuesFormSchema', () => {
  it('keeps the fields that are set, trimmed, digits made Western, and drops the rest', () => {
    expect(
      customFieldValuesFormSchema(fields).parse({
        engraving: ' Sara ',
        giftWrap: 'false',
        occasion: '',
        guests: '١٢',
        day: '2030-02-01',
      }),
    ).toEqual({ engraving: 'Sara', guests: '12', day: '2030-02-01' });
  });

  it('says "This field is required" for a required field left blank', () => {
    expect(issues({ engraving: '  ' })).toEqual([['engraving', 'validation.required']]);
    expect(issues({})).toEqual([['engraving', 'validation.required']]);
  });

  it('refuses a value outside its options, a number that is not one, a date that is not one', () => {
    expect(
      issues({ engraving: 'x', occasion: 'party', guests: 'many', day: '2030-02-30x' }),
    ).toEqual([
      ['occasion', 'validation.invalid'],
      ['guests', 'validation.invalid'],
      ['day', 'validation.invalid'],
    ]);
  });
});
