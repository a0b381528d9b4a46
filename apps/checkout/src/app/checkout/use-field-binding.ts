import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../components/ui/field-binding.ts';
import type { CheckoutFormValues } from './checkout-form-values.ts';

/**
 * A payment-form value as a feature's {@link FieldBinding}: the value, change and blur handlers,
 * and the error translated (validation errors carry an i18n key, `server` errors their text).
 *
 * @example
 * const terms = useFieldBinding(form.control, 'termsAccepted');
 */
export function useFieldBinding<Name extends keyof CheckoutFormValues>(
  control: Control<CheckoutFormValues>,
  name: Name,
): FieldBinding<CheckoutFormValues[Name]> {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error;
  return {
    name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: error?.message
      ? error.type === 'server'
        ? error.message
        : t(error.message)
      : undefined,
  };
}
