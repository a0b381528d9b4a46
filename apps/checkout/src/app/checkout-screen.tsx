import type { Cart, PaymentAndTaxSettings } from '@storefront/contracts';
import { ApiError } from '@storefront/sdk';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrderSummary } from '../features/cart-summary/order-summary.tsx';
import { useSaveOrderNotes } from '../features/order-notes/use-save-order-notes.ts';
import { paymentOptionsFor, submittedMethod } from '../features/payment/payment-options.ts';
import { PaymentErrorScreen } from '../features/payment-error/payment-error-screen.tsx';
import { usePaymentErrorToast } from '../features/payment-error/use-payment-error-toast.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { errorText } from '../lib/error-text.ts';
import { focusFirstInvalid } from '../lib/focus-first-invalid.ts';
import { useSdk } from '../lib/sdk-context.tsx';
import { useSingleFlight } from '../lib/use-single-flight.ts';
import { initialCheckoutValues, type CheckoutFormValues } from './checkout-form-values.ts';
import { CheckoutPage } from './checkout-page.tsx';
import type { PageNavigation } from './page-navigation.ts';
import type { CartFlow } from './use-cart-flow.ts';
import { checkoutFormResolver } from './validate-checkout-form.ts';

const OrderConfirmed = lazy(() => import('../features/confirmation/order-confirmed.tsx'));

/** Props of {@link CheckoutScreen}. */
export interface CheckoutScreenProps {
  cart: Cart;
  settings: PaymentAndTaxSettings;
  flow: Pick<
    CartFlow,
    | 'status'
    | 'orderNumber'
    | 'applyCoupon'
    | 'removeCoupon'
    | 'updateCustomer'
    | 'submit'
    | 'retry'
  >;
  callbackUrl: string;
  navigation: PageNavigation;
}

// The receipt upload's refusals that concern the file itself are shown on the receipt field.
const receiptRefusals = new Set([400, 413, 415]);

/**
 * The checkout once the cart is loaded: the payment form, the order placing, the payment error
 * screen and the order-confirmed page. Placing an order: the form is checked (the first invalid
 * field takes focus, a proven mobile number first), the notes are saved, a bank transfer's details
 * and receipt are uploaded, then the cart flow submits (cash: process 1; bank transfer: process
 * 3) and waits for the completed status. One placing at a time: a second press does nothing. A
 * failure shows the payment error screen and a toast with "Retry" (the flow's RETRY).
 *
 * @example
 * <CheckoutScreen cart={flow.cart} settings={settings} flow={flow} callbackUrl="/" navigation={location} />
 */
export function CheckoutScreen({
  cart,
  settings,
  flow,
  callbackUrl,
  navigation,
}: CheckoutScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useSdk();
  const mainRef = useRef<HTMLElement | null>(null);
  const [run, placing] = useSingleFlight();
  const [paymentError, setPaymentError] = useState(false);
  const [identityRequested, setIdentityRequested] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const lastMethod = useRef<'cash' | 'banktransfer' | null>(null);
  const showPaymentError = usePaymentErrorToast();
  const notes = useSaveOrderNotes(cart.id, cart.notes);
  // Cash first when offered: it needs nothing more, so bank transfer's details load only on demand.
  const available = paymentOptionsFor(settings.paymentMethods).filter((option) => option.available);
  const firstAvailable = available.find((option) => option.choice === 'cash') ?? available[0];
  const form = useForm<CheckoutFormValues>({
    resolver: checkoutFormResolver,
    defaultValues: initialCheckoutValues(firstAvailable?.choice ?? '', cart.notes),
    shouldFocusError: false,
  });

  // After a refused press the errors are on screen: focus the first one in page order.
  useEffect(() => {
    if (focusRequest > 0 && mainRef.current) focusFirstInvalid(mainRef.current);
  }, [focusRequest]);

  const identityMissing = cart.customer === null;
  const identityError = identityRequested && identityMissing ? t('identity.required') : undefined;

  const fail = (error: unknown) => {
    setPaymentError(true);
    showPaymentError(errorText(error, language), () => void retry());
  };

  const retry = () =>
    run(async () => {
      setPaymentError(false);
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

  const placeOrder = async (values: CheckoutFormValues) => {
    const method = submittedMethod(values.paymentChoice);
    if (method === null) return;
    if (!(await saveNotes(values.notes))) {
      setFocusRequest((request) => request + 1);
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
            setFocusRequest((request) => request + 1);
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
      setFocusRequest((request) => request + 1);
      return;
    }
    await placeOrder(values);
  };
  const onInvalid = () => {
    if (identityMissing) setIdentityRequested(true);
    setFocusRequest((request) => request + 1);
  };

  if (flow.status === 'completed') {
    return (
      <main className="flex-1 px-4 py-8">
        <Suspense fallback={null}>
          <OrderConfirmed
            orderNumber={flow.orderNumber ?? ''}
            summary={<OrderSummary cart={cart} title={t('confirmation.summary')} />}
            continueUrl={callbackUrl}
          />
        </Suspense>
      </main>
    );
  }

  if (paymentError) {
    return (
      <main className="flex-1 px-4">
        <PaymentErrorScreen
          onTryAgain={() => setPaymentError(false)}
          onReload={() => navigation.reload()}
        />
      </main>
    );
  }

  return (
    <CheckoutPage
      cart={cart}
      settings={settings}
      form={form}
      mainRef={mainRef}
      placing={placing}
      identityError={identityError}
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => form.handleSubmit(onValid, onInvalid)(event));
      }}
      onNotesBlur={() => void saveNotes(form.getValues('notes'))}
      applyCoupon={flow.applyCoupon}
      removeCoupon={flow.removeCoupon}
      updateCustomer={flow.updateCustomer}
      storeUrl={callbackUrl}
    />
  );
}
