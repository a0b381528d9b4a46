import type { Cart, PaymentAndTaxSettings } from '@storefront/contracts';
import {
  ApiError,
  customerIdOf,
  isApplePayAvailable,
  isPaymentFlowError,
  returnUrlFor,
  OnlinePaymentError,
} from '@storefront/sdk';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner.tsx';
import { providerFieldErrors, toCardForProvider } from '../features/card-form/card-form-values.ts';
import { isMadaCard } from '../features/card-form/mada-card.ts';
import { useCardForm } from '../features/card-form/use-card-form.ts';
import type { PaymentPage, OnlinePayment, SessionProviderForm } from '@storefront/sdk';
import { HoldNotice } from '../features/online-payment/hold-notice.tsx';
import { paymentErrorText } from '../features/online-payment/payment-error-text.ts';
import { useSaveOrderNotes } from '../features/order-notes/use-save-order-notes.ts';
import {
  paymentOptionsFor,
  submittedMethod,
  type PaymentChoice,
  type PaymentContext,
} from '../features/payment/payment-options.ts';
import { useTabbyAvailability } from '../features/payment/use-tabby-availability.ts';
import { PaymentErrorScreen } from '../features/payment-error/payment-error-screen.tsx';
import { usePaymentErrorToast } from '../features/payment-error/use-payment-error-toast.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { errorText } from '../lib/error-text.ts';
import { focusFirstInvalid } from '../lib/focus-first-invalid.ts';
import { useSdk } from '../lib/sdk-context.tsx';
import { useSingleFlight } from '../lib/use-single-flight.ts';
import { initialCheckoutValues, type CheckoutFormValues } from './checkout-form-values.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { OrderConfirmedScreen } from './order-confirmed-screen.tsx';
import type { PageNavigation } from './page-navigation.ts';
import type { CartFlow } from './use-cart-flow.ts';
import { checkoutFormResolver } from './validate-checkout-form.ts';

const CardFields = lazy(() =>
  import('../features/card-form/card-fields.tsx').then((module) => ({
    default: module.CardFields,
  })),
);
const ProviderCardForm = lazy(() =>
  import('../features/card-form/provider-card-form.tsx').then((module) => ({
    default: module.ProviderCardForm,
  })),
);
const PaymentInProgress = lazy(() => import('../features/online-payment/payment-in-progress.tsx'));

/** The online choices, paid at a provider and completed with code 2. */
type OnlineChoice = Exclude<PaymentChoice, 'cash' | 'banktransfer'>;

/** Props of {@link CheckoutScreen}. */
export interface CheckoutScreenProps {
  cart: Cart;
  settings: PaymentAndTaxSettings;
  flow: Pick<
    CartFlow,
    | 'status'
    | 'confirmedCustomer'
    | 'orderNumber'
    | 'applyCoupon'
    | 'removeCoupon'
    | 'updateCustomer'
    | 'submit'
    | 'retry'
  >;
  callbackUrl: string;
  navigation: PageNavigation;
  /** The window as the online payment sees it. */
  page: PaymentPage;
  /** The clock the card's expiry is judged by. */
  now?: () => Date;
}

const systemNow = () => new Date();

// The receipt upload's refusals that concern the file itself are shown on the receipt field.
const receiptRefusals = new Set([400, 413, 415]);

/**
 * The checkout once the cart is loaded: the payment form, the order placing, the payment error
 * screen and the order-confirmed page. Placing an order: the form is checked (the first invalid
 * field takes focus, a proven mobile number first), the notes are saved, a bank transfer's details
 * and receipt are uploaded, then the cart flow submits (cash: process 1; bank transfer: process
 * 3) and waits for the completed status. An online method (card, Apple Pay, tabby, tamara) starts
 * the cart's payment attempt instead and leaves for the provider's page (or, with Apple Pay, pays
 * here and shows the order). One placing at a time: a second press does nothing. A failure shows
 * the payment error screen and a toast with "Retry" (the flow's RETRY; back to the form for an
 * online payment).
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
  page,
  now = systemNow,
}: CheckoutScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sdk = useSdk();
  const { api } = sdk;
  const mainRef = useRef<HTMLElement | null>(null);
  const [run, placing] = useSingleFlight();
  const [paymentError, setPaymentError] = useState<string[] | null>(null);
  const [onlineOrder, setOnlineOrder] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<{ holdExpiresAt: string | null } | null>(null);
  // Read at once: a press before the re-render with `redirect` must not pay a second time.
  const leaving = useRef(false);
  const cardForm = useCardForm(now);
  const embeddedForm = useRef<SessionProviderForm | null>(null);
  const setSessionProviderForm = useCallback((form: SessionProviderForm | null) => {
    embeddedForm.current = form;
  }, []);
  const [applePay] = useState(() =>
    isApplePayAvailable({ ApplePaySession: page.applePaySession() }),
  );
  // The server must know the shopper before tabby is asked about them (see confirmedCustomer).
  const tabby = useTabbyAvailability(
    cart.id,
    flow.confirmedCustomer,
    settings.paymentMethods.includes('tabby'),
  );
  const paymentContext: PaymentContext = { applePay, tabby };
  const hasBooking = cart.cartItems.some((item) => item.type === 'reservation');
  const [identityRequested, setIdentityRequested] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const lastMethod = useRef<'cash' | 'banktransfer' | null>(null);
  const showPaymentError = usePaymentErrorToast();
  const notes = useSaveOrderNotes(cart.id, cart.notes);
  // Cash first when offered: it needs nothing more, so bank transfer's details load only on demand.
  const options = paymentOptionsFor(settings.paymentMethods, paymentContext);
  const available = options.filter((option) => option.available);
  const firstAvailable = available.find((option) => option.choice === 'cash') ?? available[0];
  const form = useForm<CheckoutFormValues>({
    resolver: checkoutFormResolver,
    defaultValues: initialCheckoutValues(firstAvailable?.choice ?? '', cart.notes),
    shouldFocusError: false,
  });

  // A choice that stopped being possible (tabby said no after the number was verified) is undone.
  const chosen = useWatch({ control: form.control, name: 'paymentChoice' });
  const chosenUnavailable =
    chosen !== '' && options.some((option) => option.choice === chosen && !option.available);
  useEffect(() => {
    if (chosenUnavailable) form.setValue('paymentChoice', '');
  }, [chosenUnavailable, form]);

  // After a refused press the errors are on screen: focus the first one in page order.
  useEffect(() => {
    if (focusRequest > 0 && mainRef.current) focusFirstInvalid(mainRef.current);
  }, [focusRequest]);

  const identityMissing = cart.customer === null;
  const identityError = identityRequested && identityMissing ? t('identity.required') : undefined;

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

  const onlinePayment = (choice: OnlineChoice): OnlinePayment | null => {
    if (choice === 'applepay') return { method: 'applepay', label: settings.brandName };
    if (choice !== 'card') return { method: choice };
    if (settings.cardProvider === 'myfatoorah') {
      const embedded = embeddedForm.current;
      return embedded ? { method: 'card', provider: 'myfatoorah', form: embedded } : null;
    }
    const card = toCardForProvider(cardForm.getValues(), now);
    if (card === null) return null;
    return {
      method: 'card',
      provider: 'moyasar',
      card,
      isMada: isMadaCard(card.number),
    };
  };

  const payOnline = async (choice: OnlineChoice) => {
    const payment = onlinePayment(choice);
    if (payment === null) {
      failOnline(new OnlinePaymentError('PROVIDER_NOT_READY'));
      return;
    }
    try {
      // The providers' code loads only when the shopper pays online.
      const { runOnlinePayment } = await import('../features/online-payment/run-online-payment.ts');
      const outcome = await runOnlinePayment(sdk, page, cart.id, payment);
      leaving.current = outcome.kind === 'redirected';
      if (outcome.kind === 'redirected') setRedirect({ holdExpiresAt: outcome.holdExpiresAt });
      else if (outcome.kind === 'paid') setOnlineOrder(outcome.orderNumber);
    } catch (error) {
      const refused = isPaymentFlowError(error) ? providerFieldErrors(error.fieldErrors) : [];
      if (refused.length > 0) {
        for (const { field, message } of refused) {
          cardForm.setError(field, { type: 'validation', message });
        }
        setFocusRequest((request) => request + 1);
        return;
      }
      failOnline(error);
    }
  };

  const placeOrder = async (values: CheckoutFormValues) => {
    if (values.paymentChoice === '') return;
    if (!(await saveNotes(values.notes))) {
      setFocusRequest((request) => request + 1);
      return;
    }
    const method = submittedMethod(values.paymentChoice);
    if (method === null) {
      await payOnline(values.paymentChoice as OnlineChoice);
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

  if (flow.status === 'completed' || onlineOrder !== null) {
    return (
      <OrderConfirmedScreen
        orderNumber={onlineOrder ?? flow.orderNumber ?? ''}
        cart={cart}
        cartId={cart.id}
        callbackUrl={callbackUrl}
      />
    );
  }

  if (paymentError) {
    return (
      <main className="flex-1 px-4">
        <PaymentErrorScreen
          details={paymentError}
          onTryAgain={() => setPaymentError(null)}
          onReload={() => navigation.reload()}
        />
      </main>
    );
  }

  const customerId =
    customerIdOf(sdk.auth.store.getAccessToken() ?? '') ?? cart.customer?.customerId ?? null;
  const loading = (
    <p role="status" className="flex items-center gap-2 text-slate-700">
      <Spinner /> {t('common.loading')}
    </p>
  );
  let cardSection = null;
  if (settings.cardProvider === 'moyasar') {
    cardSection = (
      <Suspense fallback={loading}>
        <CardFields form={cardForm} />
      </Suspense>
    );
  } else if (customerId === null) {
    cardSection = <p className="text-sm text-slate-700">{t('identity.required')}</p>;
  } else {
    cardSection = (
      <Suspense fallback={loading}>
        <ProviderCardForm
          customerId={customerId}
          totalAmount={cart.amountToBePaid}
          callbackUrl={returnUrlFor(page.href())}
          onReady={setSessionProviderForm}
        />
      </Suspense>
    );
  }
  const notice = redirect ? (
    <div className="flex flex-col gap-3">
      <p role="status" className="flex items-center gap-2 font-medium text-slate-800">
        <Spinner /> {t('onlinePayment.redirecting')}
      </p>
      {hasBooking && redirect.holdExpiresAt ? (
        <HoldNotice holdExpiresAt={redirect.holdExpiresAt} />
      ) : null}
    </div>
  ) : (
    <Suspense fallback={null}>
      <PaymentInProgress
        page={page}
        cartId={cart.id}
        showHold={hasBooking}
        onPaid={setOnlineOrder}
      />
    </Suspense>
  );

  return (
    <CheckoutPage
      cart={cart}
      settings={settings}
      form={form}
      mainRef={mainRef}
      placing={placing || redirect !== null}
      identityError={identityError}
      paymentContext={paymentContext}
      cardSection={cardSection}
      notice={notice}
      onSubmit={(event) => {
        event.preventDefault();
        if (leaving.current) return;
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
      }}
      onNotesBlur={() => void saveNotes(form.getValues('notes'))}
      applyCoupon={flow.applyCoupon}
      removeCoupon={flow.removeCoupon}
      updateCustomer={flow.updateCustomer}
      storeUrl={callbackUrl}
    />
  );
}
