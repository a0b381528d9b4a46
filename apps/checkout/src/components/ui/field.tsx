import type { ReactNode } from 'react';

/** What a field hands its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /** The translated error; shown, announced and tied to the control when set. */
  error?: string | undefined;
  /** Renders the control with the ids and states to spread on it. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * A labelled form field: the label names the control, the hint and the error describe it
 * (`aria-describedby`), `aria-invalid` marks it while the error shows, and the error is an alert
 * so screen readers announce it when it appears.
 *
 * @example
 * <Field id="transferor-name" label={t('bankTransfer.transferorName')} error={error}>
 *   {(control) => <TextInput {...control} {...register('transferorName')} />}
 * </Field>
 */
export function Field({ id, label, hint, error, children, className = '' }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

/**
 * An error text tied to a control by its id; an alert, so it is announced when it appears.
 *
 * @example
 * <FieldError id="terms-error">{t('validation.terms.required')}</FieldError>
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
