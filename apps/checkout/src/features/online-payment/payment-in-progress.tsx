import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentPage, OnlinePaymentDeps } from '@storefront/sdk';
import { PendingPaymentPanel } from './pending-payment-panel.tsx';
import { useAttemptSettlement } from './use-attempt-settlement.ts';
import { useOnlinePaymentDeps } from './use-online-payment-deps.ts';

/** Props of {@link PaymentInProgress}. */
export interface PaymentInProgressProps {
  deps: OnlinePaymentDeps;
  cartId: string;
  showHold: boolean;
  /** The remembered attempt was paid meanwhile: the cart is completed (code 2). */
  onPaid: (orderNumber: string) => void;
  clock?: () => number;
}

/**
 * Above the form after a reload or the back button (no `paymentAttempt` in the URL): when the
 * cart's key names an attempt, it is fetched; a pending one shows "You have a payment in
 * progress" with the hold and "Continue payment" / "Cancel payment"; a paid one completes the cart
 * and leads to the order confirmed; a failed one is forgotten silently.
 *
 * @example
 * <PaymentInProgress deps={deps} cartId={cart.id} showHold onPaid={showOrder} />
 */
export function PaymentInProgress({
  deps,
  cartId,
  showHold,
  onPaid,
  clock,
}: PaymentInProgressProps) {
  const { t } = useTranslation();
  const [attemptId, setAttemptId] = useState(() => deps.attemptKeys.attemptOf(cartId));
  const close = () => setAttemptId(null);
  const { pending } = useAttemptSettlement(
    deps,
    attemptId,
    { onPaid, onFailed: close, onError: close },
    clock,
  );
  if (attemptId === null || pending === null) return null;
  return (
    <PendingPaymentPanel
      attempt={pending}
      title={t('onlinePayment.inProgressTitle')}
      headingLevel="h2"
      showHold={showHold}
      clock={clock}
      onCancel={async () => {
        await deps.payments.cancelPaymentAttempt(pending.id);
        deps.attemptKeys.forget(cartId);
        close();
      }}
    />
  );
}

/**
 * {@link PaymentInProgress} over the page's SDK and window (the page's lazy-loaded entry).
 *
 * @example
 * const PaymentInProgress = lazy(() => import('./payment-in-progress.tsx'));
 */
export default function PaymentInProgressOnPage({
  page,
  ...props
}: Omit<PaymentInProgressProps, 'deps'> & { page: PaymentPage }) {
  const deps = useOnlinePaymentDeps(page);
  return <PaymentInProgress deps={deps} {...props} />;
}
