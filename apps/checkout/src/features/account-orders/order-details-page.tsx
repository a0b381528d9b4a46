import type { Order } from '@storefront/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type To } from 'react-router';
import { OrderLine } from '../../components/cart/order-line.tsx';
import { Money } from '../../components/money/money.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { IsolatedRun } from '../../components/ui/isolated-run.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useTenantTimeZone } from '../../lib/tenant-time-zone.tsx';
import { DepositBalance } from '../../components/cart/deposit-balance.tsx';
import { paymentStanding } from '../../components/cart/payment-standing.ts';
import { OrderStatusBadge, paymentMethodKey } from './order-status.tsx';
import { pageIndexOf } from './orders-page.tsx';
import { useCustomerOrders } from './use-customer-orders.ts';

/** Props of {@link OrderDetailsPage}. */
export interface OrderDetailsPageProps {
  cartId: string;
  /** Back to the list, on the page the order was listed on. */
  backLink: (page: number) => To;
  /** The wallet-pass action of a completed order (the app brings the confirmation's). */
  walletPass: (order: Order) => ReactNode;
  /** The order's tax invoice (docs/product/invoices.md), which the app brings. */
  taxInvoice?: (order: Order) => ReactNode;
}

const linkClass =
  'self-start font-semibold text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/**
 * One order (docs/product/account-pages.md): number, date, status, payment method, its lines (each
 * saying what was bought: option, booking, providers, fields, add-ons, subscription) and totals; a
 * bank transfer awaiting verification says so; a paid or cash order offers its wallet pass. The
 * order is read from the list page named by `page` in the address (the API lists orders, it has
 * no call for one), which is the first page for a link from the order-confirmed page.
 *
 * @example
 * <OrderDetailsPage cartId={cartId} backLink={() => '/account/orders'} walletPass={() => null} />
 */
export function OrderDetailsPage({
  cartId,
  backLink,
  walletPass,
  taxInvoice,
}: OrderDetailsPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTenantTimeZone();
  const [search] = useSearchParams();
  const page = pageIndexOf(search);
  const orders = useCustomerOrders(page);
  const order = orders.data?.items.find((item) => item.cartId === cartId) ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (order) heading.current?.focus();
  }, [order]);

  const back = (
    <Link to={backLink(page)} className={linkClass}>
      {t('account.orders.back')}
    </Link>
  );
  if (orders.isPending || orders.isPlaceholderData) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner /> {t('common.loading')}
      </p>
    );
  }
  if (!order) {
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-xl font-bold text-slate-900">{t('account.orders.notFound')}</h1>
        {back}
      </section>
    );
  }
  const totals: [string, number][] = [
    ['account.orders.subTotal', order.subTotal],
    ...(order.discountAmount > 0
      ? [['account.orders.discount', -order.discountAmount] as [string, number]]
      : []),
    ['account.orders.tax', order.taxAmount],
    ['account.orders.total', order.totalAmount],
  ];
  return (
    <section aria-labelledby="order-title" className="flex flex-col gap-4">
      {back}
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1
            id="order-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
          >
            <IsolatedRun
              text={t('account.orders.orderLink', { number: order.orderNumber })}
              value={order.orderNumber}
            />
          </h1>
          <OrderStatusBadge order={order} />
        </div>
        <DepositBalance standing={paymentStanding(order)} language={language} />
        {order.status === 'pendingVerification' ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {t('account.orders.pendingVerificationNote')}
          </p>
        ) : null}
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">{t('account.orders.placedOn')}</dt>
            <dd className="font-medium">{formatDate(order.completedAt, language, timeZone)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('payment.title')}</dt>
            <dd className="font-medium">{t(paymentMethodKey(order.paymentMethod))}</dd>
          </div>
        </dl>
        <h2 className="text-lg font-bold text-slate-900">{t('account.orders.items')}</h2>
        <ul className="flex flex-col divide-y divide-slate-200">
          {order.items.map((item) => (
            <OrderLine key={item.id} item={item} />
          ))}
        </ul>
        <dl className="flex flex-col gap-1 border-t border-slate-200 pt-3">
          {totals.map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-slate-700">{t(label)}</dt>
              <dd className="font-medium">
                <Money amount={amount} />
              </dd>
            </div>
          ))}
        </dl>
        {order.notes ? (
          <p className="text-slate-700">
            {t('account.orders.notes')}: {order.notes}
          </p>
        ) : null}
        {(order.status === 'paid' || order.status === 'payableOnDelivery') &&
        order.walletPassPath !== null
          ? walletPass(order)
          : null}
      </div>
      {taxInvoice ? taxInvoice(order) : null}
    </section>
  );
}
