import { OrdersPage } from '../../features/account-orders/orders-page.tsx';
import { useBootstrapSearch } from '../../lib/use-bootstrap-search.ts';
import { accountPaths } from './account-paths.ts';
import { withPage } from './with-page.ts';

/** "My orders", linking each order to its details on the page it is listed on. */
export function OrdersRoute() {
  const search = useBootstrapSearch();
  return (
    <OrdersPage
      orderLink={(order, page) => ({
        pathname: accountPaths.order(order.cartId),
        search: withPage(search, page),
      })}
    />
  );
}
