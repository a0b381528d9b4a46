import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/ui/field.tsx';
import type { FieldBinding } from '../../components/ui/field-binding.ts';
import { Radio } from '../../components/ui/radio.tsx';
import { optionTextKeys, type PaymentChoice, type PaymentOption } from './payment-options.ts';

/** Props of {@link PaymentMethods}. */
export interface PaymentMethodsProps {
  options: readonly PaymentOption[];
  choice: FieldBinding<PaymentChoice | ''>;
}

function OptionRow({
  option,
  idPrefix,
  choice,
}: {
  option: PaymentOption;
  idPrefix: string;
  choice: FieldBinding<PaymentChoice | ''>;
}) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${option.choice}`;
  const descriptionId = `${id}-description`;
  const noteId = `${id}-note`;
  const texts = optionTextKeys(option.choice);
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border p-4 ${
        option.available
          ? 'border-slate-300 bg-white has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50'
          : 'border-dashed border-slate-300 bg-slate-50'
      }`}
    >
      <Radio
        id={id}
        name={choice.name}
        value={option.choice}
        checked={choice.value === option.choice}
        onChange={() => choice.onChange(option.choice)}
        onBlur={choice.onBlur}
        disabled={!option.available}
        aria-describedby={option.note ? `${descriptionId} ${noteId}` : descriptionId}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-0.5">
        <label
          htmlFor={id}
          className={`font-semibold ${option.available ? 'cursor-pointer text-slate-900' : 'text-slate-500'}`}
        >
          {t(texts.name)}
        </label>
        <p id={descriptionId} className="text-sm text-slate-600">
          {t(texts.description)}
        </p>
        {option.note ? (
          <div
            id={noteId}
            role={option.note.busy ? 'status' : undefined}
            className="flex flex-col gap-0.5 text-xs font-medium text-amber-800"
          >
            <p>{t(option.note.key)}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The payment method radio group (docs/product/overview.md and screens.md): the tenant's methods
 * with their texts; a method that cannot be chosen here and now (Apple Pay without the browser's
 * support, tabby before or after its eligibility check) is shown disabled with a note saying why;
 * "No payment methods are currently available." when the tenant offers none.
 *
 * @example
 * <PaymentMethods options={paymentOptionsFor(settings.paymentMethods)} choice={binding} />
 */
export function PaymentMethods({ options, choice }: PaymentMethodsProps) {
  const { t } = useTranslation();
  const idPrefix = 'payment-method';
  const errorId = `${idPrefix}-error`;
  if (options.length === 0) {
    return (
      <section className="flex flex-col gap-3">
        <h2 id="payment-method-title" className="text-lg font-bold text-slate-900">
          {t('payment.title')}
        </h2>
        <p role="status" className="rounded-xl bg-slate-100 p-4 text-slate-700">
          {t('rules.noPaymentMethods')}
        </p>
      </section>
    );
  }
  const now = options.filter((option) => option.group === 'now');
  const later = options.filter((option) => option.group === 'later');
  return (
    <section className="flex flex-col gap-3">
      <h2 id="payment-method-title" className="text-lg font-bold text-slate-900">
        {t('payment.title')}
      </h2>
      <div
        role="radiogroup"
        aria-labelledby="payment-method-title"
        aria-invalid={choice.error ? true : undefined}
        aria-describedby={choice.error ? errorId : undefined}
        className="flex flex-col gap-2"
      >
        {now.map((option) => (
          <OptionRow key={option.choice} option={option} idPrefix={idPrefix} choice={choice} />
        ))}
        {later.length > 0 ? (
          <p className="mt-2 text-sm font-semibold text-slate-700">{t('payment.payLater')}</p>
        ) : null}
        {later.map((option) => (
          <OptionRow key={option.choice} option={option} idPrefix={idPrefix} choice={choice} />
        ))}
      </div>
      {choice.error ? <FieldError id={errorId}>{choice.error}</FieldError> : null}
    </section>
  );
}
