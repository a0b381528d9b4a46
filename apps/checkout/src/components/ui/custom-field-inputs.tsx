import { formatMoney, type CustomField, type Language } from '@storefront/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useMoneyDisplay } from '../../lib/money-display.tsx';
import { MoneyText } from '../money/money.tsx';
import { Field } from './field.tsx';
import { TextInput } from './text-input.tsx';

/** Form values of a product's custom fields and add-ons, by field key. */
export type CustomFieldFormValues = Record<string, string | boolean>;

/** Props of {@link CustomFieldInputs}. */
export interface CustomFieldInputsProps {
  fields: readonly CustomField[];
  register: UseFormRegister<CustomFieldFormValues>;
  errors: FieldErrors<CustomFieldFormValues>;
  language: Language;
  /** The text of a validation key (`validation.required`). */
  errorText: (key: string) => string;
  /** Called when a value is committed (a change of a box or list, a text field left). */
  onCommit: () => void;
  labels: { addOnPrice: (price: string) => string; choose: string; optional: string };
  idPrefix: string;
}

/**
 * The inputs of a product's custom fields and add-ons (custom fields with a price, docs/product/
 * entities.md): a checkbox, a list of options, a number, a date or a text, each labelled, with its
 * add-on price and its validation message.
 *
 * @example
 * <CustomFieldInputs fields={product.customFields} register={register} errors={errors} … />
 */
export function CustomFieldInputs({
  fields,
  register,
  errors,
  language,
  errorText,
  onCommit,
  labels,
  idPrefix,
}: CustomFieldInputsProps) {
  const { riyalSign } = useMoneyDisplay();
  return (
    <div className="flex flex-col gap-3">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.key}`;
        const message = errors[field.key]?.message;
        const error = typeof message === 'string' ? errorText(message) : undefined;
        const label = (
          <>
            {field.label}
            {field.price > 0 ? (
              <span className="ms-1 font-normal text-slate-700">
                (
                <MoneyText
                  text={labels.addOnPrice(formatMoney(field.price, language, { riyalSign }))}
                />
                )
              </span>
            ) : null}
            {field.required ? null : (
              <span className="ms-1 font-normal text-slate-600">{labels.optional}</span>
            )}
          </>
        );
        if (field.type === 'checkbox') {
          return (
            <div key={field.key} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  className="size-5 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...register(field.key, { onChange: onCommit })}
                />
                <label htmlFor={id} className="text-sm font-medium text-slate-800">
                  {label}
                </label>
              </div>
              {error ? (
                <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        }
        return (
          <Field key={field.key} id={id} label={label} error={error}>
            {(control) =>
              field.type === 'select' ? (
                <select
                  {...control}
                  className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-emerald-700/30"
                  {...register(field.key, { onChange: onCommit })}
                >
                  <option value="">{labels.choose}</option>
                  {(field.options ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <TextInput
                  {...control}
                  type={field.type === 'date' ? 'date' : 'text'}
                  inputMode={field.type === 'number' ? 'decimal' : undefined}
                  {...register(field.key, { onBlur: onCommit })}
                />
              )
            }
          </Field>
        );
      })}
    </div>
  );
}

/** Form values as the API takes them: strings, a checkbox `'true'` or `'false'`. */
export function customFieldStrings(values: CustomFieldFormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? String(value) : value,
    ]),
  );
}
