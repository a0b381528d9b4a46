import { describe, expect, it } from 'vitest';
import { failuresOf } from './testing/failures-of.ts';
import { requiredText } from './required-text.ts';

describe('requiredText', () => {
  it.each([undefined, null, '', '   '])('says "This field is required" for %j', (input) => {
    expect(failuresOf(requiredText(), input)).toEqual([
      ['validation.required', 'This field is required'],
    ]);
    expect(failuresOf(requiredText(), input, 'ar')).toEqual([
      ['validation.required', 'هذا الحقل مطلوب'],
    ]);
  });

  it('calls a value of the wrong type invalid', () => {
    expect(failuresOf(requiredText(), 12)).toEqual([
      ['validation.invalid', 'This value is not valid'],
    ]);
  });

  it('trims, and turns Arabic-Indic digits Western only when asked', () => {
    expect(requiredText().parse(' ١٢ ')).toBe('١٢');
    expect(requiredText({ digits: true }).parse(' ١٢ ')).toBe('12');
  });

  it('drops ignored characters before judging the value required', () => {
    const schema = requiredText({ ignore: /[\s-]/g });
    expect(schema.parse(' 12-34 ')).toBe('1234');
    expect(failuresOf(schema, ' - - ')).toEqual([
      ['validation.required', 'This field is required'],
    ]);
  });
});
