import { orderStatusOfMethod, type Cart, type OrderStatus } from '@storefront/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentStanding } from '../../components/cart/payment-standing.ts';
import { OrderSummary } from '../../features/cart-summary/order-summary.tsx';
import type { PaymentChoice } from '../../features/payment/payment-options.ts';
import { withBootstrapQuery } from '../../lib/login-location.ts';
import { accountPaths } from '../account/account-paths.ts';

const OrderConfirmed = lazy(() => import('../../features/confirmation/order-confirmed.tsx'));
// Its own chunk: the invoice's schemas, QR encoder and PDF maker load after the page shows.
const TaxInvoiceSection = lazy(() => import('../../features/tax-invoice/tax-invoice-section.tsx'));

/** Props of {@link OrderConfirmedScreen}. */
export interface OrderConfirmedScreenProps {
  orderNumber: string;
  /** The completed cart, for the summary and its Apple Wallet pass (absent when not loaded). */
  cart: Cart | null;
  cartId: string;
  callbackUrl: string;
  /** What the order paid and what is pending, when this page placed it (else unsaid). */
  status: Exclude<OrderStatus, 'cancelled'> | null;
}

/**
 * Where an order the page placed with `choice` stands: cash payable on delivery, a bank transfer
 * awaiting verification, online paid (docs/product/screens.md, "Order confirmed").
 *
 * @example
 * placedOrderStatus('cash'); // 'payableOnDelivery'
 */
export function placedOrderStatus(choice: PaymentChoice): Exclude<OrderStatus, 'cancelled'> {
  // Every card brand is paid the same way.
  return orderStatusOfMethod(choice === 'card' ? 'mada' : choice);
}

/**
 * The order-confirmed page as a screen of the checkout, whichever way the order was placed.
 *
 * @example
 * <OrderConfirmedScreen orderNumber="ORD-1" cart={cart} cartId={cart.id} callbackUrl="/" status="paid" />
 */
export function OrderConfirmedScreen({
  orderNumber,
  cart,
  cartId,
  callbackUrl,
  status,
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
          taxInvoice={
            <Suspense fallback={null}>
              <TaxInvoiceSection cartId={cartId} />
            </Suspense>
          }
          standing={
            cart && status
              ? paymentStanding({
                  status,
                  totalAmount: cart.totalAmount,
                  amountToBePaid: cart.amountToBePaid,
                  items: cart.cartItems,
                })
              : null
          }
        />
      </Suspense>
    </main>
  );
}
