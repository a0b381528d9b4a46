import type { Cart, PaymentAndTaxSettings } from '@storefront/contracts';
import {
  customerIdOf,
  isApplePayAvailable,
  returnUrlFor,
  type PaymentPage,
  type SessionProviderForm,
} from '@storefront/sdk';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCardForm } from '../../features/card-form/use-card-form.ts';
import type { CartEditorCommands } from '../../features/cart-editor/cart-editor-commands.ts';
import { EditableCartLines } from '../../features/cart-editor/editable-cart-lines.tsx';
import { PriceChangeNotice } from '../../features/cart-editor/price-change-notice.tsx';
import { HoldNotice } from '../../features/online-payment/hold-notice.tsx';
import { paymentOptionsFor, type PaymentContext } from '../../features/payment/payment-options.ts';
import { useTabbyAvailability } from '../../features/payment/use-tabby-availability.ts';
import { PaymentErrorScreen } from '../../features/payment-error/payment-error-screen.tsx';
import { focusFirstInvalid } from '../../lib/focus-first-invalid.ts';
import { useSdk } from '../../lib/sdk-context.tsx';
import {
  initialCardValues,
  initialCheckoutValues,
  type CheckoutFormValues,
} from './checkout-form-values.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { OrderConfirmedScreen, placedOrderStatus } from './order-confirmed-screen.tsx';
import type { PageNavigation } from './page-navigation.ts';
import type { CartFlow } from './use-cart-flow.ts';
import { usePlaceOrder } from './use-place-order.ts';
import { checkoutFormResolver } from './validate-checkout-form.ts';
import { loadCartProduct } from './load-cart-product.ts';

const CardFields = lazy(() =>
  import('../../features/card-form/card-fields.tsx').then((module) => ({
    default: module.CardFields,
  })),
);
const ProviderCardForm = lazy(() =>
  import('../../features/card-form/provider-card-form.tsx').then((module) => ({
    default: module.ProviderCardForm,
  })),
);
const PaymentInProgress = lazy(
  () => import('../../features/online-payment/payment-in-progress.tsx'),
);

/** Props of {@link CheckoutScreen}. */
export interface CheckoutScreenProps {
  cart: Cart;
  settings: PaymentAndTaxSettings;
  flow: Pick<
    CartFlow,
    | 'actor'
    | 'status'
    | 'confirmedCustomer'
    | 'orderNumber'
    | 'onlinePayment'
    | 'applyCoupon'
    | 'removeCoupon'
    | 'updateCustomer'
    | 'submit'
    | 'retry'
    | 'payOnline'
    | 'priceChange'
    | 'updateItems'
    | 'removeItems'
    | 'formDraft'
  >;
  callbackUrl: string;
  navigation: PageNavigation;
  /** The window as the online payment sees it. */
  page: PaymentPage;
  /** The clock the card's expiry is judged by. */
  now?: () => Date;
}

const systemNow = () => new Date();

/**
 * The checkout once the cart is loaded: the payment form, the payment error screen and the
 * order-confirmed page. Placing the order is {@link usePlaceOrder}'s (over the SDK's cart flow);
 * this screen shows where it is: "Processing...", the way to the provider's page with the hold, a
 * payment in progress, the payment error, or the order.
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
  const sdk = useSdk();
  const mainRef = useRef<HTMLElement | null>(null);
  // The form as it was when the page left for a provider (a failed payment's "Try Again").
  const [draft] = useState(() => flow.formDraft.read());
  const cardForm = useCardForm(now, initialCardValues(draft));
  const embeddedForm = useRef<SessionProviderForm | null>(null);
  const setEmbeddedForm = useCallback((form: SessionProviderForm | null) => {
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
    cart.amountToBePaid,
  );
  const paymentContext: PaymentContext = { applePay, tabby };
  // The flow starts before the settings load: optimistic totals get the tenant's tax once known.
  useEffect(() => {
    if (flow.actor.getSnapshot().status !== 'active') return;
    flow.actor.send({ type: 'SET_TAX_PERCENTAGE', taxPercentage: settings.taxPercentage });
  }, [flow.actor, settings.taxPercentage]);
  const { updateItems, removeItems } = flow;
  const editorCommands = useMemo<CartEditorCommands>(
    () => ({
      updateItems,
      removeItems,
      loadProduct: (productId) => loadCartProduct(sdk, productId),
    }),
    [updateItems, removeItems, sdk],
  );
  const hasBooking = cart.cartItems.some((item) => item.type === 'reservation');
  const [focusRequest, setFocusRequest] = useState(0);
  // Cash first when offered: it needs nothing more, so bank transfer's details load only on demand.
  const options = paymentOptionsFor(settings.paymentMethods, paymentContext);
  const available = options.filter((option) => option.available);
  const firstAvailable = available.find((option) => option.choice === 'cash') ?? available[0];
  const form = useForm<CheckoutFormValues>({
    resolver: checkoutFormResolver,
    defaultValues: initialCheckoutValues(
      firstAvailable?.choice ?? '',
      cart.notes,
      draft,
      options.map((option) => option.choice),
    ),
    shouldFocusError: false,
  });
  const order = usePlaceOrder({
    cart,
    settings,
    flow,
    form,
    cardForm,
    embeddedForm,
    now,
    requestFocus: () => setFocusRequest((request) => request + 1),
  });
  const { paymentError, redirect, onlineOrder } = order;

  // A choice that stopped being possible (tabby said no after the number was verified) is undone;
  // one still being checked (a kept tabby choice while its eligibility loads) stays.
  const chosen = useWatch({ control: form.control, name: 'paymentChoice' });
  const chosenUnavailable =
    chosen !== '' &&
    options.some(
      (option) => option.choice === chosen && !option.available && option.note?.busy !== true,
    );
  useEffect(() => {
    if (chosenUnavailable) form.setValue('paymentChoice', '');
  }, [chosenUnavailable, form]);

  // After a refused press the errors are on screen: focus the first one in page order.
  useEffect(() => {
    if (focusRequest > 0 && mainRef.current) focusFirstInvalid(mainRef.current);
  }, [focusRequest]);

  const identityMissing = cart.customer === null;
  const identityError =
    order.identityRequested && identityMissing ? t('identity.required') : undefined;

  if (flow.status === 'completed' || onlineOrder !== null) {
    return (
      <OrderConfirmedScreen
        orderNumber={onlineOrder ?? flow.orderNumber ?? ''}
        cart={cart}
        cartId={cart.id}
        callbackUrl={callbackUrl}
        // Known only for an order placed here: a completed cart opened again does not say how.
        status={
          onlineOrder !== null
            ? 'paid'
            : flow.orderNumber !== null && chosen !== ''
              ? placedOrderStatus(chosen)
              : null
        }
      />
    );
  }

  if (paymentError) {
    return (
      <main className="flex-1 px-4">
        <PaymentErrorScreen
          details={paymentError}
          onTryAgain={order.dismissPaymentError}
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
          onReady={setEmbeddedForm}
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
        onPaid={order.showOnlineOrder}
      />
    </Suspense>
  );

  return (
    <CheckoutPage
      cart={cart}
      settings={settings}
      form={form}
      mainRef={mainRef}
      placing={order.placing}
      identityError={identityError}
      paymentContext={paymentContext}
      cardSection={cardSection}
      notice={notice}
      onSubmit={order.onSubmit}
      onNotesBlur={() => void order.saveNotes(form.getValues('notes'))}
      cartLines={<EditableCartLines cart={cart} commands={editorCommands} />}
      priceNotice={flow.priceChange ? <PriceChangeNotice change={flow.priceChange} /> : null}
      applyCoupon={flow.applyCoupon}
      removeCoupon={flow.removeCoupon}
      updateCustomer={flow.updateCustomer}
      storeUrl={callbackUrl}
    />
  );
}
