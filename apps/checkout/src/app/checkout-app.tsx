import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutParams } from './checkout-params.ts';
import { CheckoutScreen } from './checkout-screen.tsx';
import { CheckoutShell } from './checkout-shell.tsx';
import { InitializingScreen } from './initializing-screen.tsx';
import type { CartActor } from '../lib/cart-actor.ts';
import type { PageNavigation } from './page-navigation.ts';
import { SomethingWentWrong } from './something-went-wrong.tsx';
import { useCartFlow } from './use-cart-flow.ts';
import { useRefetchStaleCart } from './use-refetch-stale-cart.ts';
import { useSettings } from './use-settings.ts';

/** Props of {@link CheckoutApp}. */
export interface CheckoutAppProps {
  params: CheckoutParams;
  navigation: PageNavigation;
  /** The page's running cart flow (see `createCartActor`). */
  cartActor: CartActor;
}

/**
 * The checkout page once its parameters are read: loads the tenant settings while the cart flow
 * loads the cart, shows "Initializing checkout..." until both are there, leaves for `callbackUrl`
 * when the cart is already completed (CART_ALREADY_COMPLETED), and "Something Went Wrong" when
 * either cannot be loaded or the flow gave up.
 *
 * @example
 * <CheckoutApp params={params} navigation={window.location} />
 */
export function CheckoutApp({ params, navigation, cartActor }: CheckoutAppProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const flow = useCartFlow(cartActor);
  useRefetchStaleCart(flow.actor);

  const { alreadyCompleted } = flow;
  useEffect(() => {
    if (alreadyCompleted) navigation.assign(params.callbackUrl);
  }, [alreadyCompleted, navigation, params.callbackUrl]);

  const brand = settings.data ?? null;
  let screen;
  if (alreadyCompleted) {
    screen = <InitializingScreen text={t('app.initializing')} />;
  } else if (settings.isError || flow.status === 'failed' || flow.status === 'terminated') {
    screen = <SomethingWentWrong onReload={() => navigation.reload()} />;
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
      />
    );
  }
  return (
    <CheckoutShell brand={brand} isMobileApp={params.isMobileApp}>
      {screen}
    </CheckoutShell>
  );
}
