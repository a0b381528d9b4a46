import { homePagePath } from '@storefront/contracts';
import { ApiError, paymentAttemptIdOf, sendCartCommand } from '@storefront/sdk';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentPage, CartActor } from '@storefront/sdk';
import type { CheckoutParams } from '@storefront/contracts';
import { CheckoutScreen } from './checkout-screen.tsx';
import { CheckoutShell } from '../shared/checkout-shell.tsx';
import { InitializingScreen } from './initializing-screen.tsx';
import type { PageNavigation } from './page-navigation.ts';
import { SomethingWentWrong } from '../shared/something-went-wrong.tsx';
import { useCartFlow } from './use-cart-flow.ts';
import { useRefetchStaleCart } from './use-refetch-stale-cart.ts';
import { useSettings } from '../../lib/use-settings.ts';
import { windowPaymentPage } from './window-payment-page.ts';

// Only a return from a provider's page shows it: its code (and the payment settlement's) loads then.
const PaymentReturnScreen = lazy(() =>
  import('./payment-return-screen.tsx').then((module) => ({ default: module.PaymentReturnScreen })),
);

/** Props of {@link CheckoutApp}. */
export interface CheckoutAppProps {
  params: CheckoutParams;
  navigation: PageNavigation;
  /** The page's running cart flow (see `createCartActor`). */
  cartActor: CartActor;
  /** The window as the online payment sees it; `window` by default. */
  paymentPage?: PaymentPage;
}

/**
 * The checkout page once its parameters are read: loads the tenant settings while the cart flow
 * loads the cart, shows "Initializing checkout..." until both are there, leaves for `callbackUrl`
 * when the cart is already completed (CART_ALREADY_COMPLETED), and "Something Went Wrong" when
 * either cannot be loaded or the flow gave up. Back from a provider's page (`paymentAttempt` in
 * the URL) it confirms the payment instead, and stays even when the cart is already completed.
 *
 * @example
 * <CheckoutApp params={params} navigation={window.location} />
 */
export function CheckoutApp({ params, navigation, cartActor, paymentPage }: CheckoutAppProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const flow = useCartFlow(cartActor);
  useRefetchStaleCart(flow.actor);
  const [page] = useState(() => paymentPage ?? windowPaymentPage(window));
  const [returnAttemptId, setReturnAttemptId] = useState(() => paymentAttemptIdOf(page.href()));

  const { alreadyCompleted } = flow;
  const returning = returnAttemptId !== null;
  useEffect(() => {
    // A return from a provider confirms its payment here, completed cart or not.
    if (alreadyCompleted && !returning) navigation.assign(params.callbackUrl);
  }, [alreadyCompleted, returning, navigation, params.callbackUrl]);

  const { actor } = flow;
  const backToForm = useCallback(() => {
    setReturnAttemptId(null);
    // The cart is pending again (its hold released): show it as the server has it now.
    sendCartCommand(actor, { type: 'REFETCH_CART' }).catch(() => undefined);
  }, [actor]);

  const brand = settings.data ?? null;
  let screen;
  if (returnAttemptId !== null && settings.data) {
    screen = (
      <Suspense fallback={<InitializingScreen text={t('app.initializing')} />}>
        <PaymentReturnScreen
          attemptId={returnAttemptId}
          cart={flow.cart}
          cartId={params.cartId}
          page={page}
          callbackUrl={params.callbackUrl}
          navigation={navigation}
          onBackToForm={backToForm}
          onOrderPlaced={flow.formDraft.forget}
        />
      </Suspense>
    );
  } else if (returning && !settings.isError) {
    screen = <InitializingScreen text={t('app.initializing')} />;
  } else if (alreadyCompleted) {
    screen = <InitializingScreen text={t('app.initializing')} />;
  } else if (settings.isError && isUnknownTenant(settings.error)) {
    // No such store: a reload cannot help, and its shop does not exist either.
    screen = (
      <SomethingWentWrong
        reason={t('errors.TENANT_NOT_FOUND')}
        wayOn={{ href: homePagePath(params.language), label: t('app.goHome') }}
      />
    );
  } else if (settings.isError || flow.status === 'failed' || flow.status === 'terminated') {
    screen = (
      <SomethingWentWrong
        onReload={() => navigation.reload()}
        wayOn={{ href: params.callbackUrl, label: t('app.backToStore') }}
      />
    );
  } else if (!settings.data || !flow.cart || flow.status === 'initializing') {
    screen = <InitializingScreen text={t('app.initializing')} />;
  } else {
    screen = (
      <CheckoutScreen
        cart={flow.cart}
        settings={settings.data}
        flow={flow}
        callbackUrl={params.callbackUrl}
        navigation={navigation}
        page={page}
      />
    );
  }
  return (
    <CheckoutShell brand={brand} isMobileApp={params.isMobileApp}>
      {screen}
    </CheckoutShell>
  );
}

/** The API knows no store by the page's tenant (404 TENANT_NOT_FOUND). */
function isUnknownTenant(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'TENANT_NOT_FOUND';
}
