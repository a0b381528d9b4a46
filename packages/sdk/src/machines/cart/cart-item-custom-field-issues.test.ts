import { describe, expect, it } from 'vitest';
import type { CustomField } from '@storefront/contracts';
import { cartItemCustomFieldIssues } from './cart-item-custom-field-issues.ts';

const field = (overrides: Partial<CustomField>): CustomField => ({
  key: 'f',
  label: 'F',
  type: 'text',
  required: false,
  options: null,
  price: 0,
  ...overrides,
});

describe('cartItemCustomFieldIssues (docs/product/validation.md, "Custom fields of a cart line")', () => {
  it('a required field missing, blank, or an unticked required checkbox is required', () => {
    const fields = [
      field({ key: 'name', required: true }),
      field({ key: 'note', required: true }),
      field({ key: 'agree', type: 'checkbox', required: true }),
      field({ key: 'optional' }),
    ];
    expect(cartItemCustomFieldIssues(fields, { note: '  ', agree: 'false' })).toEqual([
      { key: 'name', problem: 'required' },
      { key: 'note', problem: 'required' },
      { key: 'agree', problem: 'required' },
    ]);
    expect(cartItemCustomFieldIssues(fields, { name: 'x', note: 'y', agree: 'TRUE' })).toEqual([]);
  });

  it('a select outside its options, a number that is not one, a date that is not a day are invalid', () => {
    const fields = [
      field({ key: 'size', type: 'select', options: [{ value: 's', label: 'Small' }] }),
      field({ key: 'count', type: 'number' }),
      field({ key: 'day', type: 'date' }),
    ];
    expect(
      cartItemCustomFieldIssues(fields, { size: 'xl', count: 'ten', day: '2026-02-30' }),
    ).toEqual([
      { key: 'size', problem: 'invalid' },
      { key: 'count', problem: 'invalid' },
      { key: 'day', problem: 'invalid' },
    ]);
    expect(
      cartItemCustomFieldIssues(fields, { size: 's', count: '10.5', day: '2026-02-28' }),
    ).toEqual([]);
  });
});
