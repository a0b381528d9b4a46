import { normalizeDigits } from '@storefront/contracts';
import { useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { detectCardBrand } from './card-brand.ts';
import { CardBrandLogo } from './card-brand-logo.tsx';
import type { CardFormValues } from './card-form-values.ts';
import { caretAfterFormat, cardDigits, formatCardNumber } from './format-card-number.ts';
import type { CardForm } from './use-card-form.ts';

/** Props of {@link CardFields}. */
export interface CardFieldsProps {
  form: CardForm;
}

/** Keeps the Western digits of a typed value (and any of `keep`), Arabic-Indic ones converted. */
function digitsOnly(value: string, keep = ''): string {
  const allowed = new RegExp(`[^0-9${keep}]`, 'g');
  return normalizeDigits(value).replace(allowed, '');
}

/**
 * The card fields of the payment form (docs/product/entities.md and validation.md): card number,
 * name on card, expiry month and year, CVC and an optional ZIP code, with the browser's card
 * autofill names. Numbers are typed left to right even in the Arabic page, on a numeric keypad, and
 * Arabic-Indic digits become Western ones as typed. The number is grouped by 4 as typed, the caret
 * kept after the digit just typed; the card's brand (mada first) shows as a logo, and its name is
 * announced.
 *
 * @example
 * const cardForm = useCardForm(() => new Date());
 * <CardFields form={cardForm} />
 */
export function CardFields({ form }: CardFieldsProps) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const number = useWatch({ control: form.control, name: 'cardNumber' });
  const brand = detectCardBrand(cardDigits(number));
  const message = (error: FieldError | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined;
  const errors = formState.errors;

  const numberField = register('cardNumber');
  const numeric = (name: Exclude<keyof CardFormValues, 'cardNumber' | 'nameOnCard'>, keep = '') => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
        const cleaned = digitsOnly(event.target.value, keep);
        if (cleaned !== event.target.value) event.target.value = cleaned;
        void field.onChange(event);
      },
    };
  };

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-base font-bold text-slate-900">{t('card.title')}</legend>
      <Field id="card-number" label={t('card.number')} error={message(errors.cardNumber)}>
        {(control) => (
          <div className="relative">
            <TextInput
              {...control}
              {...numberField}
              onChange={(event) => {
                const input = event.target;
                const typed = input.value;
                const caret = input.selectionStart ?? typed.length;
                const formatted = formatCardNumber(typed);
                if (formatted !== typed) {
                  input.value = formatted;
                  const at = caretAfterFormat(typed, caret, formatted);
                  input.setSelectionRange(at, at);
                }
                void numberField.onChange(event);
              }}
              dir="ltr"
              inputMode="numeric"
              autoComplete="cc-number"
              className="pe-14 text-start"
              maxLength={23}
            />
            <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center">
              {brand ? <CardBrandLogo brand={brand} /> : null}
            </span>
            <span className="sr-only" aria-live="polite" data-testid="card-brand">
              {brand ? t('card.brandDetected', { brand: t(`card.brand.${brand}`) }) : ''}
            </span>
          </div>
        )}
      </Field>
      <Field id="card-name" label={t('card.name')} error={message(errors.nameOnCard)}>
        {(control) => <TextInput {...control} {...register('nameOnCard')} autoComplete="cc-name" />}
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <Field
          id="card-expiry-month"
          label={t('card.expiryMonth')}
          error={message(errors.expiryMonth)}
        >
          {(control) => (
            <TextInput
              {...control}
              {...numeric('expiryMonth')}
              dir="ltr"
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder={t('card.monthPlaceholder')}
              maxLength={2}
            />
          )}
        </Field>
        <Field
          id="card-expiry-year"
          label={t('card.expiryYear')}
          error={message(errors.expiryYear)}
        >
          {(control) => (
            <TextInput
              {...control}
              {...numeric('expiryYear')}
              dir="ltr"
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder={t('card.yearPlaceholder')}
              maxLength={2}
            />
          )}
        </Field>
        <Field id="card-cvc" label={t('card.cvc')} error={message(errors.cvc)}>
          {(control) => (
            <TextInput
              {...control}
              {...numeric('cvc')}
              dir="ltr"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
            />
          )}
        </Field>
      </div>
      <Field
        id="card-zip-code"
        label={t('card.zipCode')}
        hint={t('common.optional')}
        error={message(errors.zipCode)}
      >
        {(control) => (
          <TextInput
            {...control}
            {...numeric('zipCode', '-')}
            dir="ltr"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
          />
        )}
      </Field>
    </fieldset>
  );
}
