import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { OrderDetailsPage } from '../../features/account-orders/order-details-page.tsx';
import { AddToAppleWallet } from '../../features/confirmation/add-to-apple-wallet.tsx';
import { useBootstrapSearch } from '../../lib/use-bootstrap-search.ts';
import { accountPaths } from './account-paths.ts';
import { withPage } from './with-page.ts';

// Its own chunk: the invoice's schemas, QR encoder and PDF maker load with the order's details.
const TaxInvoiceSection = lazy(() => import('../../features/tax-invoice/tax-invoice-section.tsx'));

/**
 * One order's details, with the confirmation page's "Add to Apple Wallet" for a paid order and
 * the order's tax invoice.
 */
export function OrderRoute() {
  const { cartId = '' } = useParams();
  const search = useBootstrapSearch();
  return (
    <OrderDetailsPage
      cartId={cartId}
      backLink={(page) => ({ pathname: accountPaths.orders, search: withPage(search, page) })}
      walletPass={(order) => (
        <div className="self-start">
          <AddToAppleWallet cartId={order.cartId} orderNumber={order.orderNumber} />
        </div>
      )}
      taxInvoice={(order) => (
        <Suspense fallback={null}>
          <TaxInvoiceSection cartId={order.cartId} />
        </Suspense>
      )}
    />
  );
}
