import { useParams } from 'react-router';
import { OrderDetailsPage } from '../../features/account-orders/order-details-page.tsx';
import { AddToAppleWallet } from '../../features/confirmation/add-to-apple-wallet.tsx';
import { useBootstrapSearch } from '../../lib/use-bootstrap-search.ts';
import { accountPaths } from './account-paths.ts';
import { withPage } from './with-page.ts';

/** One order's details, with the confirmation page's "Add to Apple Wallet" for a paid order. */
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
    />
  );
}
