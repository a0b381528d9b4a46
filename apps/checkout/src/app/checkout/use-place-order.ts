import type { Cart, PaymentAndTaxSettings } from '@storefront/contracts';
import {
  ApiError,
  CartFlowError,
  isPaymentFlowError,
  OnlinePaymentError,
  type SessionProviderForm,
} from '@storefront/sdk';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { providerFieldErrors } from '../../features/card-form/card-form-values.ts';
import type { CardForm } from '../../features/card-form/use-card-form.ts';
import { paymentErrorText } from '../../features/online-payment/payment-error-text.ts';
import { useSaveOrderNotes } from '../../features/order-notes/use-save-order-notes.ts';
import { submittedMethod } from '../../features/payment/payment-options.ts';
import { usePaymentErrorToast } from '../../features/payment-error/use-payment-error-toast.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { errorText } from '../../lib/error-text.ts';
import { useSdk } from '../../lib/sdk-context.tsx';
import { useSingleFlight } from '../../lib/use-single-flight.ts';
import { formDraftOf, type CheckoutFormValues } from './checkout-form-values.ts';
import { onlinePaymentOf, type OnlineChoice } from './online-payment-of.ts';
import type { CartFlow } from './use-cart-flow.ts';

// The receipt upload's refusals that concern the file itself are shown on the receipt field.
const receiptRefusals = new Set([400, 413, 415]);

/** What {@link usePlaceOrder} works with. */
export interface PlaceOrderOptions {
  cart: Cart;
  settings: PaymentAndTaxSettings;
  flow: Pick<CartFlow, 'actor' | 'onlinePayment' | 'submit' | 'retry' | 'payOnline' | 'formDraft'>;
  form: UseFormReturn<CheckoutFormValues>;
  cardForm: CardForm;
  /** The session-style provider's embedded form, once its script is ready. */
  embeddedForm: RefObject<SessionProviderForm | null>;
  now: () => Date;
  /** Moves focus to the first problem on the page once it is shown. */
  requestFocus: () => void;
}

/** The order placing's state for the screen, and what its controls call. */
export interface PlaceOrder {
  /** "Processing...": an order is being placed, or the page is leaving for the provider. */
  placing: boolean;
  /** The payment error screen's lines (empty: the message is the toast's), or null. */
  paymentError: string[] | null;
  dismissPaymentError: () => void;
  /** The page is leaving for the provider's page, with the cart's hold. */
  redirect: { holdExpiresAt: string | null } | null;
  /** An order an online payment made here (Apple Pay, or a remembered attempt paid meanwhile). */
  onlineOrder: string | null;
  showOnlineOrder: (orderNumber: string) => void;
  /** The confirm button was pressed without the shopper's identity. */
  identityRequested: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Saves the notes; on failure the notes field shows why. */
  saveNotes: (text: string) => Promise<boolean>;
}

/**
 * Placing the order (docs/product/flows.md, "Placing an order on the page"), over the SDK's cart
 * flow: the form is checked (the first problem takes focus, a missing identity first), the notes
 * saved, a bank transfer's details and receipt uploaded, then the flow's SUBMIT_ORDER — cash and
 * bank transfer processed, an online method paid by the flow's `payOnline` (left for the provider's
 * page, or paid here with Apple Pay). One placing at a time, and none once the page is leaving for
 * the provider. A failure shows the payment error screen and a toast whose "Retry" is the flow's
 * RETRY (for an online payment, back to the form); a card field the provider refused is shown on
 * the field instead.
 *
 * @example
 * const order = usePlaceOrder({ cart, settings, flow, form, cardForm, embeddedForm, now, requestFocus });
 * <CheckoutPage onSubmit={order.onSubmit} placing={order.placing} … />
 */
export function usePlaceOrder(options: PlaceOrderOptions): PlaceOrder {
  const { cart, settings, flow, form, cardForm, embeddedForm, now, requestFocus } = options;
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useSdk();
  const [run, placing] = useSingleFlight();
  const [paymentError, setPaymentError] = useState<string[] | null>(null);
  const [settledOrder, setSettledOrder] = useState<string | null>(null);
  const [identityRequested, setIdentityRequested] = useState(false);
  const lastMethod = useRef<'cash' | 'banktransfer' | null>(null);
  const showPaymentError = usePaymentErrorToast();
  const notes = useSaveOrderNotes(cart.id, cart.notes);
  const identityMissing = cart.customer === null;
  const outcome = flow.onlinePayment;
  const redirect = outcome?.kind === 'redirected' ? { holdExpiresAt: outcome.holdExpiresAt } : null;
  const paidHere = outcome?.kind === 'paid' ? outcome.orderNumber : null;

  const fail = (error: unknown) => {
    setPaymentError([]);
    showPaymentError(errorText(error, language), () => void retry());
  };

  // An online payment's failure: its message (and the provider's reason) on the screen and in the
  // toast, whose "Retry" leads back to the form (the failed attempt is forgotten: a new one).
  const failOnline = (error: unknown) => {
    const message = paymentErrorText(error, language);
    const reason = error instanceof OnlinePaymentError ? error.reason : null;
    setPaymentError([message, ...(reason ? [t(`onlinePayment.reason.${reason}`)] : [])]);
    showPaymentError(message, () => setPaymentError(null));
  };

  const retry = () =>
    run(async () => {
      setPaymentError(null);
      try {
        await flow.retry(lastMethod.current);
      } catch (error) {
        fail(error);
      }
    });

  const saveNotes = async (text: string): Promise<boolean> => {
    try {
      await notes.save(text);
      return true;
    } catch {
      form.setError('notes', { type: 'server', message: t('notes.saveFailed') });
      return false;
    }
  };

  const payOnline = async (values: CheckoutFormValues, choice: OnlineChoice) => {
    // Kept before the page may leave for the provider: a failed payment's "Try Again" comes back
    // to the same method, terms and card name (docs/product/flows.md, "Try Again keeps the form").
    flow.formDraft.save(formDraftOf(values, cardForm.getValues()));
    const payment = onlinePaymentOf(choice, {
      cardProvider: settings.cardProvider,
      card: cardForm.getValues(),
      embeddedForm: embeddedForm.current,
      brandName: settings.brandName,
      now,
    });
    if (payment === null) {
      failOnline(new OnlinePaymentError('PROVIDER_NOT_READY'));
      return;
    }
    try {
      await flow.payOnline(payment);
    } catch (error) {
      // The flow's error keeps the payment's own failure (its code, reason and field complaints).
      const failure =
        error instanceof CartFlowError && error.cause !== undefined ? error.cause : error;
      const refused = isPaymentFlowError(failure) ? providerFieldErrors(failure.fieldErrors) : [];
      if (refused.length > 0) {
        for (const { field, message } of refused) {
          cardForm.setError(field, { type: 'validation', message });
        }
        requestFocus();
        return;
      }
      failOnline(failure);
    }
  };

  const placeOrder = async (values: CheckoutFormValues) => {
    if (values.paymentChoice === '') return;
    if (!(await saveNotes(values.notes))) {
      requestFocus();
      return;
    }
    const method = submittedMethod(values.paymentChoice);
    if (method === null) {
      await payOnline(values, values.paymentChoice as OnlineChoice);
      return;
    }
    try {
      if (method === 'banktransfer' && values.receipt instanceof File) {
        try {
          await api.carts.setBankTransferInfo(cart.id, {
            bankAccountId: values.bankAccountId,
            transferorName: values.transferorName.trim(),
            receipt: values.receipt,
          });
        } catch (error) {
          if (
            error instanceof ApiError &&
            receiptRefusals.has(error.status) &&
            error.code !== 'VALIDATION_ERROR'
          ) {
            form.setError('receipt', { type: 'server', message: errorText(error, language) });
            requestFocus();
            return;
          }
          throw error;
        }
      }
      lastMethod.current = method;
      await flow.submit(method);
    } catch (error) {
      fail(error);
    }
  };

  const onValid = async (values: CheckoutFormValues) => {
    if (identityMissing) {
      setIdentityRequested(true);
      requestFocus();
      return;
    }
    await placeOrder(values);
  };
  const onInvalid = () => {
    if (identityMissing) setIdentityRequested(true);
    requestFocus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the flow at once: a press before the re-render with `redirect` must not pay twice.
    if (flow.actor.getSnapshot().context.onlinePayment?.kind === 'redirected') return;
    void run(async () => {
      // The card's own fields are checked with the form, so every error shows at once.
      const needsCard =
        form.getValues('paymentChoice') === 'card' && settings.cardProvider === 'moyasar';
      const cardValid = needsCard ? await cardForm.trigger() : true;
      await form.handleSubmit(
        (values) => (cardValid ? onValid(values) : onInvalid()),
        onInvalid,
      )(event);
    });
  };

  return {
    placing: placing || redirect !== null,
    paymentError,
    dismissPaymentError: () => setPaymentError(null),
    redirect,
    onlineOrder: settledOrder ?? paidHere,
    showOnlineOrder: setSettledOrder,
    identityRequested,
    onSubmit,
    saveNotes,
  };
}
