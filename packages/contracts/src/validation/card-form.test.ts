import { describe, expect, it } from 'vitest';
import { createCardSchema } from './card-form.ts';
import type { CardFormInput } from './card-form.ts';
import { toValidationErrors } from './to-validation-errors.ts';

const cardSchema = createCardSchema({ now: () => new Date('2025-06-15T12:00:00Z') });

const valid: CardFormInput = {
  cardNumber: '4111 1111 1111 1111',
  nameOnCard: ' Sara Al-Harbi ',
  expiryMonth: '06',
  expiryYear: '25',
  cvc: '123',
  zipCode: '',
};

function failures(input: unknown) {
  const result = cardSchema.safeParse(input);
  return result.success
    ? []
    : toValidationErrors(result.error, 'en').map(({ path, key, message }) => [path, key, message]);
}

const expired = ['expiryMonth', 'validation.card.expired', 'This card has expired'];

describe('createCardSchema', () => {
  it('accepts a valid card and normalises it', () => {
    expect(cardSchema.parse(valid)).toEqual({
      cardNumber: '4111111111111111',
      nameOnCard: 'Sara Al-Harbi',
      expiryMonth: '06',
      expiryYear: '25',
      cvc: '123',
      zipCode: undefined,
    });
  });

  it('accepts Arabic-Indic digits in every number field', () => {
    const parsed = cardSchema.parse({
      cardNumber: '٤١١١ ١١١١ ١١١١ ١١١١',
      nameOnCard: 'سارة الحربي',
      expiryMonth: '٠٧',
      expiryYear: '٢٥',
      cvc: '١٢٣٤',
      zipCode: '١٢٣٤٥',
    });
    expect(parsed).toEqual({
      cardNumber: '4111111111111111',
      nameOnCard: 'سارة الحربي',
      expiryMonth: '07',
      expiryYear: '25',
      cvc: '1234',
      zipCode: '12345',
    });
  });

  it.each([
    ['an earlier month of this year', { expiryMonth: '05', expiryYear: '25' }, [expired]],
    ['this month', { expiryMonth: '06', expiryYear: '25' }, []],
    ['next month', { expiryMonth: '07', expiryYear: '25' }, []],
    ['an earlier month of next year', { expiryMonth: '01', expiryYear: '26' }, []],
    [
      'last year',
      { expiryMonth: '12', expiryYear: '24' },
      [['expiryYear', 'validation.expiryYear.past', 'The expiry year cannot be in the past']],
    ],
  ])('judges an expiry of %s', (_label, expiry, expected) => {
    expect(failures({ ...valid, ...expiry })).toEqual(expected);
  });

  it.each([
    [
      { expiryMonth: '00', expiryYear: '25' },
      ['expiryMonth', 'validation.expiryMonth.invalid', 'Enter a valid month (01 to 12)'],
    ],
    [
      { expiryMonth: '01', expiryYear: '5' },
      ['expiryYear', 'validation.expiryYear.invalid', 'Enter a valid year (YY)'],
    ],
  ])('judges the expiry date only once month and year are each valid (%o)', (expiry, failure) => {
    expect(failures({ ...valid, ...expiry })).toEqual([failure]);
  });

  it('still reports an expired card while other fields are wrong', () => {
    expect(failures({ ...valid, cvc: '1', expiryMonth: '01' })).toEqual([
      ['cvc', 'validation.cvc.invalid', 'The CVC must be 3 or 4 digits'],
      expired,
    ]);
  });

  it('reports every empty required field', () => {
    expect(failures({})).toEqual([
      ['cardNumber', 'validation.required', 'This field is required'],
      ['nameOnCard', 'validation.required', 'This field is required'],
      ['expiryMonth', 'validation.required', 'This field is required'],
      ['expiryYear', 'validation.required', 'This field is required'],
      ['cvc', 'validation.required', 'This field is required'],
    ]);
  });

  it('reports a missing form as one root failure', () => {
    expect(failures(undefined)).toEqual([['', 'validation.invalid', 'This value is not valid']]);
  });
});
