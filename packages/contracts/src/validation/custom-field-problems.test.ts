import { describe, expect, it } from 'vitest';
import { customFieldProblems, isCustomFieldSet } from './custom-field-problems.ts';

const fields = [
  { key: 'engraving', type: 'text', required: true },
  { key: 'giftBox', type: 'checkbox', required: false },
  { key: 'size', type: 'select', required: false, options: [{ value: 's' }, { value: 'm' }] },
  { key: 'count', type: 'number', required: false },
  { key: 'day', type: 'date', required: false },
] as const;

describe('customFieldProblems (docs/product/validation.md, "Custom fields of a cart line")', () => {
  it('needs every required field when adding to a cart, but not when asking a price', () => {
    expect(customFieldProblems(fields, { engraving: '  ' }, { requireAll: true })).toEqual([
      { key: 'engraving', problem: 'required' },
    ]);
    expect(customFieldProblems(fields, { engraving: '  ' }, { requireAll: false })).toEqual([]);
  });

  it('refuses a select value outside its options, a non-number and a day not in the calendar', () => {
    expect(
      customFieldProblems(
        fields,
        { engraving: 'Sara', size: 'xl', count: 'ten', day: '2026-02-30' },
        { requireAll: true },
      ),
    ).toEqual([
      { key: 'size', problem: 'invalid' },
      { key: 'count', problem: 'invalid' },
      { key: 'day', problem: 'invalid' },
    ]);
    expect(
      customFieldProblems(
        fields,
        { engraving: 'Sara', size: ' m ', count: '10.5', day: '2028-02-29' },
        { requireAll: true },
      ),
    ).toEqual([]);
  });

  it('counts a checkbox as given only when true, any other field when not blank', () => {
    expect(isCustomFieldSet({ type: 'checkbox' }, 'TRUE')).toBe(true);
    expect(isCustomFieldSet({ type: 'checkbox' }, 'false')).toBe(false);
    expect(isCustomFieldSet({ type: 'text' }, ' ')).toBe(false);
    expect(isCustomFieldSet({ type: 'text' }, undefined)).toBe(false);
  });
});
