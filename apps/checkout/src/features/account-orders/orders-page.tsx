import type { Order } from '@storefront/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type To } from 'react-router';
import { Money } from '../../components/money/money.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { IsolatedRun } from '../../components/ui/isolated-run.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useTenantTimeZone } from '../../lib/tenant-time-zone.tsx';
import { Loaded } from '../../lib/loaded.tsx';
import { OrderStatusBadge } from './order-status.tsx';
import { ordersPageSize, useCustomerOrders } from './use-customer-orders.ts';

/** Props of {@link OrdersPage}. */
export interface OrdersPageProps {
  /** Where an order's details are, given the page it is listed on. */
  orderLink: (order: Order, page: number) => To;
}

/**
 * Reads the `page` query parameter (counted from 1 in the address, as people count), 0-based.
 *
 * @example
 * pageIndexOf(new URLSearchParams('page=2')); // 1
 */
export function pageIndexOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/**
 * "My orders" (docs/product/account-pages.md): the signed-in customer's orders, five a page, newest
 * first, each with its number, date, status, total and a link to its details; "Previous" and
 * "Next" page through them (the page is in the address, so back and reload keep it).
 *
 * @example
 * <OrdersPage orderLink={(order) => `/account/orders/${order.cartId}`} />
 */
export function OrdersPage({ orderLink }: OrdersPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTenantTimeZone();
  const [search, setSearch] = useSearchParams();
  const page = pageIndexOf(search);
  const orders = useCustomerOrders(page);
  const heading = useRef<HTMLHeadingElement>(null);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.totalCount / ordersPageSize)) : 1;

  const goTo = (next: number) => {
    const params = new URLSearchParams(search);
    if (next === 0) params.delete('page');
    else params.set('page', String(next + 1));
    setSearch(params);
  };
  // Paging replaces the list under the buttons: the heading, naming the page, takes the focus.
  const paged = useRef(false);
  useEffect(() => {
    if (paged.current && !orders.isPlaceholderData) heading.current?.focus();
  }, [page, orders.isPlaceholderData]);

  const body = (
    <Loaded query={orders} failedTitle={t('account.orders.loadFailed')}>
      {(list) =>
        list.totalCount === 0 ? (
          <p className="text-slate-700">{t('account.orders.empty')}</p>
        ) : (
          <>
            <ul
              aria-label={t('account.orders.title')}
              className="flex flex-col gap-3"
              aria-busy={orders.isPlaceholderData || undefined}
            >
              {list.items.map((order) => (
                <li
                  key={order.cartId}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
                >
                  <div className="flex flex-col gap-1">
                    <Link
                      to={orderLink(order, page)}
                      className="font-semibold text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
                    >
                      <IsolatedRun
                        text={t('account.orders.orderLink', { number: order.orderNumber })}
                        value={order.orderNumber}
                      />
                    </Link>
                    <span className="text-sm text-slate-600">
                      {formatDate(order.completedAt, language, timeZone)}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <OrderStatusBadge order={order} />
                    <span className="font-semibold">
                      <Money amount={order.totalAmount} />
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <nav aria-label={t('account.orders.paging')} className="flex items-center gap-3">
              <Button
                variant="secondary"
                disabled={page === 0}
                onClick={() => {
                  paged.current = true;
                  goTo(page - 1);
                }}
              >
                {t('account.orders.previous')}
              </Button>
              <span className="text-sm text-slate-700">
                {t('account.orders.pageOf', { page: page + 1, pages })}
              </span>
              <Button
                variant="secondary"
                disabled={page + 1 >= pages}
                onClick={() => {
                  paged.current = true;
                  goTo(page + 1);
                }}
              >
                {t('account.orders.next')}
              </Button>
            </nav>
          </>
        )
      }
    </Loaded>
  );

  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-4">
      <h1
        id="orders-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {orders.data && orders.data.totalCount > 0
          ? t('account.orders.titlePaged', { page: page + 1, pages })
          : t('account.orders.title')}
      </h1>
      {body}
    </section>
  );
}
