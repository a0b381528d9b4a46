import { zodResolver } from '@hookform/resolvers/zod';
import { createCardSchema } from '@storefront/contracts';
import { useMemo } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { emptyCardForm, type CardFormValues } from './card-form-values.ts';

/** The card form's state (react-hook-form), validated by the contracts' card schema. */
export type CardForm = UseFormReturn<CardFormValues>;

/**
 * The card form's state: docs/product/validation.md's rules (contracts' `createCardSchema`, the
 * clock injected), each error's message an i18n key; checked when a field is left, then as it
 * changes. `kept` gives the name and expiry back after a failed online payment.
 *
 * @example
 * const cardForm = useCardForm(() => new Date());
 * <CardFields form={cardForm} />
 */
export function useCardForm(now: () => Date, kept: Partial<CardFormValues> = {}): CardForm {
  const resolver = useMemo<Resolver<CardFormValues>>(() => {
    // The schema is built on the form's first check rather than in the checkout's first render,
    // whose task it lengthened (zod builds a schema's checks when it is made).
    let check: Resolver<CardFormValues> | undefined;
    return (values, context, options) => {
      // The schema's output (digits only) is not the form's values: keep what was typed.
      check ??= zodResolver(createCardSchema({ now }), undefined, {
        raw: true,
      }) as Resolver<CardFormValues>;
      return check(values, context, options);
    };
  }, [now]);
  return useForm<CardFormValues>({
    resolver,
    // A kept name and expiry (docs/product/flows.md, "Try Again keeps the form"); never a number.
    defaultValues: { ...emptyCardForm, ...kept, cardNumber: '', cvc: '' },
    mode: 'onTouched',
    shouldFocusError: false,
  });
}
