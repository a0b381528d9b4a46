// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { CardFields } from './card-fields.tsx';
import { toCardForProvider, type CardFormValues } from './card-form-values.ts';
import { useCardForm, type CardForm } from './use-card-form.ts';

const now = () => new Date('2026-05-15T10:00:00Z');

function renderCardFields(language: 'en' | 'ar' = 'en') {
  const handle: { form: CardForm | null } = { form: null };
  function Harness() {
    const form = useCardForm(now);
    handle.form = form;
    return createElement(CardFields, { form });
  }
  const page = renderPage(createElement(Harness), { language });
  const form = () => {
    if (!handle.form) throw new Error('not rendered');
    return handle.form;
  };
  return { ...page, form };
}

const labels = ['Card number', 'Name on card', 'Expiry month', 'Expiry year', 'CVC', 'ZIP code'];

describe('CardFields (docs/product/entities.md and validation.md)', () => {
  it('labels every field and gives the browser its card autofill names', () => {
    const { getByLabelText } = renderCardFields();
    const autocomplete = [
      'cc-number',
      'cc-name',
      'cc-exp-month',
      'cc-exp-year',
      'cc-csc',
      'postal-code',
    ];
    labels.forEach((label, index) => {
      expect(getByLabelText(label).getAttribute('autocomplete')).toBe(autocomplete[index]);
    });
  });

  it('keeps numbers left to right with a numeric keypad in the Arabic page', () => {
    const { getByLabelText } = renderCardFields('ar');
    for (const label of ['رقم البطاقة', 'شهر الانتهاء', 'سنة الانتهاء', 'رمز التحقق (CVC)']) {
      const input = getByLabelText(label);
      expect(input.getAttribute('dir')).toBe('ltr');
      expect(input.getAttribute('inputmode')).toBe('numeric');
    }
    expect(getByLabelText('الاسم على البطاقة')).toBeTruthy();
    expect(getByLabelText('الرمز البريدي')).toBeTruthy();
  });

  it('groups the number by 4 as typed and names the brand, mada first', async () => {
    const { getByLabelText, getByTestId, user } = renderCardFields();
    const input = getByLabelText('Card number') as HTMLInputElement;
    await user.type(input, '4201320111111010');
    expect(input.value).toBe('4201 3201 1111 1010');
    expect(getByTestId('card-brand').textContent).toBe('Card type: mada');
    expect(document.querySelector('[data-brand="mada"]')).not.toBeNull();
    await user.clear(input);
    await user.type(input, '5421080101000000');
    expect(getByTestId('card-brand').textContent).toBe('Card type: Mastercard');
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    const { getByLabelText, user } = renderCardFields();
    const input = getByLabelText('Card number') as HTMLInputElement;
    await user.type(input, '41111111');
    expect(input.value).toBe('4111 1111');
    input.setSelectionRange(2, 2);
    await user.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe('4191 1111 1');
    expect(input.selectionStart).toBe(3);
  });

  it('turns Arabic-Indic digits into Western ones', async () => {
    const { getByLabelText, user, form } = renderCardFields('ar');
    await user.type(getByLabelText('رقم البطاقة'), '٤١١١١١١١١١١١١١١١');
    await user.type(getByLabelText('شهر الانتهاء'), '٠٤');
    await user.type(getByLabelText('سنة الانتهاء'), '٣٠');
    await user.type(getByLabelText('رمز التحقق (CVC)'), '١٢٣');
    await user.type(getByLabelText('الاسم على البطاقة'), 'Sara Ali');
    expect((getByLabelText('رقم البطاقة') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    expect(toCardForProvider(form().getValues(), now)).toEqual({
      number: '4111111111111111',
      name: 'Sara Ali',
      month: '04',
      year: '30',
      cvc: '123',
    });
  });

  const valid: CardFormValues = {
    cardNumber: '4111 1111 1111 1111',
    nameOnCard: 'Sara Ali',
    expiryMonth: '04',
    expiryYear: '30',
    cvc: '123',
    zipCode: '',
  };

  it.each([
    [{ cardNumber: '' }, 'Card number', 'This field is required'],
    [{ cardNumber: '4111 1111' }, 'Card number', 'The card number must be 13 to 19 digits'],
    [{ cardNumber: '4111 1111 1111 1112' }, 'Card number', 'The card number is not valid'],
    [{ nameOnCard: 'S' }, 'Name on card', 'The name must be at least 2 characters'],
    [
      { nameOnCard: 'Sara 4' },
      'Name on card',
      'The name may contain only letters, spaces, dots and hyphens',
    ],
    [{ expiryMonth: '13' }, 'Expiry month', 'Enter a valid month (01 to 12)'],
    [{ expiryYear: '2' }, 'Expiry year', 'Enter a valid year (YY)'],
    [{ expiryYear: '25' }, 'Expiry year', 'The expiry year cannot be in the past'],
    [{ expiryMonth: '04', expiryYear: '26' }, 'Expiry month', 'This card has expired'],
    [{ cvc: '12' }, 'CVC', 'The CVC must be 3 or 4 digits'],
    [{ zipCode: '123' }, 'ZIP code', 'Enter a valid ZIP code (5 digits)'],
  ])('shows the rule broken by %j on its field', async (change, label, message) => {
    const { form, findByText, getByLabelText } = renderCardFields();
    form().reset({ ...valid, ...change });
    await form().trigger();
    const error = await findByText(message);
    expect(error.getAttribute('role')).toBe('alert');
    const input = getByLabelText(label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('accepts a valid card with or without a ZIP code', async () => {
    const { form } = renderCardFields();
    form().reset(valid);
    expect(await form().trigger()).toBe(true);
    form().reset({ ...valid, zipCode: '12345' });
    expect(await form().trigger()).toBe(true);
  });
});
