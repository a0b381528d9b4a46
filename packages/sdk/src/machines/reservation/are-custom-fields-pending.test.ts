import { describe, expect, it } from 'vitest';
import { areCustomFieldsPending } from './are-custom-fields-pending.ts';
import { testProduct } from '../testing/product-fixtures.ts';

const field = {
  key: 'note',
  label: 'Note',
  type: 'text' as const,
  required: false,
  options: null,
  price: 0,
};

describe('areCustomFieldsPending (docs/product/validation.md)', () => {
  it.each([
    [
      'not pending: neither full-day nor variable-duration, no custom fields',
      testProduct(),
      null,
      false,
    ],
    ['pending: full-day, nothing set', testProduct({ isFullDayBooking: true }), null, true],
    [
      'pending: variable-duration, nothing set',
      testProduct({ isVariableDuration: true }),
      null,
      true,
    ],
    ['pending: has custom fields, nothing set', testProduct({ customFields: [field] }), null, true],
    [
      'not pending once custom fields are set',
      testProduct({ customFields: [field] }),
      { note: 'x' },
      false,
    ],
    ['not pending once set, even empty', testProduct({ isFullDayBooking: true }), {}, false],
  ] as const)('%s', (_rule, product, values, pending) => {
    expect(areCustomFieldsPending(product, values)).toBe(pending);
  });
});
