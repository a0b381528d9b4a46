import type { Cart } from '@storefront/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderSummary } from '../features/cart-summary/order-summary.tsx';
import { withBootstrapQuery } from '../lib/login-location.ts';
import { accountPaths } from './account/account-paths.ts';

const OrderConfirmed = lazy(() => import('../features/confirmation/order-confirmed.tsx'));

/** Props of {@link OrderConfirmedScreen}. */
export interface OrderConfirmedScreenProps {
  orderNumber: string;
  /** The completed cart, for the summary and its Apple Wallet pass (absent when not loaded). */
  cart: Cart | null;
  cartId: string;
  callbackUrl: string;
}

/**
 * The order-confirmed page as a screen of the checkout, whichever way the order was placed.
 *
 * @example
 * <OrderConfirmedScreen orderNumber="ORD-1" cart={cart} cartId={cart.id} callbackUrl="/" />
 */
export function OrderConfirmedScreen({
  orderNumber,
  cart,
  cartId,
  callbackUrl,
}: OrderConfirmedScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="flex-1 px-4 py-8">
      <Suspense fallback={null}>
        <OrderConfirmed
          orderNumber={orderNumber}
          summary={
            cart ? <OrderSummary cart={cart} title={t('confirmation.summary')} /> : undefined
          }
          continueUrl={callbackUrl}
          cartId={cartId}
          accountOrderUrl={withBootstrapQuery(accountPaths.order(cartId), window.location.search)}
        />
      </Suspense>
    </main>
  );
}
