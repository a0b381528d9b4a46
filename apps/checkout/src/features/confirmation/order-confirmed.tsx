import type { Language } from '@storefront/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositBalance } from '../../components/cart/deposit-balance.tsx';
import type {
  PaymentStanding,
  PaymentStandingKey,
} from '../../components/cart/payment-standing.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { AddToAppleWallet } from './add-to-apple-wallet.tsx';

/** Props of {@link OrderConfirmed}. */
export interface OrderConfirmedProps {
  orderNumber: string;
  /** What was bought: the app passes the order summary of the completed cart. */
  summary?: ReactNode;
  /** Where "Continue shopping" leads: the `callbackUrl`, else the tenant's shop. */
  continueUrl: string;
  /** The completed cart: its Apple Wallet pass is offered. */
  cartId?: string | undefined;
  /** The order in the shopper's account (docs/product/account-pages.md), when the app knows it. */
  accountOrderUrl?: string | undefined;
  /**
   * What the order has paid and what is pending (docs/product/screens.md, "Order confirmed"), when
   * the page placed it; unsaid for a completed cart opened again.
   */
  standing?: PaymentStanding | null | undefined;
  /** The order's tax invoice (docs/product/invoices.md), which the app brings. */
  taxInvoice?: ReactNode;
}

const statusTones: Readonly<Record<Exclude<PaymentStandingKey, 'cancelled'>, string>> = {
  paid: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  depositPaid: 'border-amber-300 bg-amber-50 text-amber-900',
  payableAtAppointment: 'border-sky-300 bg-sky-50 text-sky-900',
  payableOnDelivery: 'border-sky-300 bg-sky-50 text-sky-900',
  pendingVerification: 'border-amber-300 bg-amber-50 text-amber-900',
};

/**
 * The order-confirmed page (docs/product/screens.md): "Order confirmed", the order number, what
 * was paid and what is pending (a bank transfer awaiting verification says so), a thank-you line, "Add to Apple Wallet" and the summary of what was
 * bought. Focus moves to the
 * heading so the change of page is announced. Loaded on demand: it shows once per order.
 *
 * @example
 * const OrderConfirmed = lazy(() => import('./order-confirmed.tsx'));
 * <OrderConfirmed orderNumber="1001" summary={<OrderSummary cart={cart} />} continueUrl="/" />
 */
export default function OrderConfirmed({
  orderNumber,
  summary,
  continueUrl,
  cartId,
  accountOrderUrl,
  standing,
  taxInvoice,
}: OrderConfirmedProps) {
  const { t } = useTranslation();
  const language: Language = useLanguage();
  // A completed order is never cancelled on this page.
  const status = standing && standing.key !== 'cancelled' ? standing.key : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="order-confirmed-title"
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-14 text-emerald-700"
          fill="none"
        >
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="m7.5 12.5 3 3 6-6.5"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1
          id="order-confirmed-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {t('confirmation.title')}
        </h1>
        <p className="text-slate-700">
          {t('confirmation.orderNumber')}:{' '}
          <bdi dir="ltr" className="font-mono font-bold text-slate-900" data-testid="order-number">
            {orderNumber}
          </bdi>
        </p>
        {status ? (
          <p
            data-testid="order-status"
            className={`rounded-lg border px-4 py-2 font-medium ${statusTones[status]}`}
          >
            {t(`confirmation.status.${status}`)}
          </p>
        ) : null}
        {standing ? <DepositBalance standing={standing} language={language} /> : null}
        <p className="text-slate-700">{t('confirmation.thanks')}</p>
        {cartId ? <AddToAppleWallet cartId={cartId} orderNumber={orderNumber} /> : null}
        {accountOrderUrl ? (
          <a
            href={accountOrderUrl}
            className="font-semibold text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {t('account.checkout.viewOrder')}
          </a>
        ) : null}
      </div>
      {summary ? <div className="border-t border-slate-200 pt-4">{summary}</div> : null}
      {taxInvoice ? <div className="border-t border-slate-200 pt-4">{taxInvoice}</div> : null}
      {/* `_top`: a framed checkout returns the whole window to the store (docs/product/embedding.md). */}
      <a
        href={continueUrl}
        target="_top"
        className="self-center rounded-lg bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {t('confirmation.continue')}
      </a>
    </section>
  );
}
