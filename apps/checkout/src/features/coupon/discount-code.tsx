import { zodResolver } from '@hookform/resolvers/zod';
import { couponCodeSchema } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { IsolatedRun } from '../../components/ui/isolated-run.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorText } from '../../lib/error-text.ts';

const discountFormSchema = z.object({ code: couponCodeSchema });

/** Props of {@link DiscountCode}. */
export interface DiscountCodeProps {
  /** The code on the cart, or null. */
  appliedCode: string | null;
  /** Applies a code; rejects with the reason it was refused. */
  onApply: (code: string) => Promise<unknown>;
  /** Removes the applied code. */
  onRemove: () => Promise<unknown>;
}

/**
 * The discount code entry (docs/product/screens.md and validation.md): "Discount code" with
 * "Apply"; once applied, "Discount applied" with a "Remove" action. A refused code shows the
 * server's reason (for example `COUPON_INVALID`'s text) on the field. The totals update through the
 * cart.
 *
 * @example
 * <DiscountCode appliedCode={cart.couponCode} onApply={applyCoupon} onRemove={removeCoupon} />
 */
export function DiscountCode({ appliedCode, onApply, onRemove }: DiscountCodeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const focusAfterChange = useRef(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(discountFormSchema), defaultValues: { code: '' } });

  // Focus follows the control that replaced the one just used, so keyboard users keep their place.
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    if (appliedCode) removeButton.current?.focus();
    else codeInput.current?.focus();
  }, [appliedCode]);

  const applyCode = async ({ code }: { code: string }) => {
    try {
      focusAfterChange.current = true;
      await onApply(code);
      reset({ code: '' });
    } catch (error) {
      focusAfterChange.current = false;
      setError(
        'code',
        { type: 'server', message: errorText(error, language) },
        { shouldFocus: true },
      );
    }
  };

  const remove = async () => {
    if (removing) return;
    setRemoving(true);
    setRemoveError(null);
    try {
      focusAfterChange.current = true;
      await onRemove();
    } catch (error) {
      focusAfterChange.current = false;
      setRemoveError(errorText(error, language));
    } finally {
      setRemoving(false);
    }
  };

  const codeField = register('code');
  // Validation errors carry a message key; a refusal from the server carries its text.
  const message = errors.code?.message;
  const error = message && errors.code?.type !== 'server' ? t(message) : message;

  return (
    <section className="flex flex-col gap-3">
      {appliedCode ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4">
          <p role="status" className="flex flex-col">
            <span className="font-semibold text-emerald-900">{t('coupon.applied')}</span>
            {/* The sentence follows the page; the code alone is isolated left to right, so
                "الرمز WELCOME10" reads from the right (docs/decisions/0026-digits.md). */}
            <span className="text-sm text-emerald-900">
              <IsolatedRun
                text={t('coupon.appliedCode', { code: appliedCode })}
                value={appliedCode}
              />
            </span>
          </p>
          <Button ref={removeButton} variant="secondary" onClick={() => void remove()}>
            {removing ? t('coupon.removing') : t('coupon.remove')}
          </Button>
          {removeError ? (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {removeError}
            </p>
          ) : null}
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            // One request at a time: Enter pressed again while applying does nothing.
            if (isSubmitting) event.preventDefault();
            else void handleSubmit(applyCode)(event);
          }}
          className="flex items-start gap-2"
        >
          <Field id="discount-code" label={t('coupon.title')} error={error} className="flex-1">
            {(control) => (
              <TextInput
                {...control}
                {...codeField}
                ref={(element) => {
                  codeField.ref(element);
                  codeInput.current = element;
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </Field>
          <Button
            type="submit"
            variant="secondary"
            className="mt-7"
            aria-disabled={isSubmitting || undefined}
          >
            {isSubmitting ? t('coupon.applying') : t('coupon.apply')}
          </Button>
        </form>
      )}
    </section>
  );
}
