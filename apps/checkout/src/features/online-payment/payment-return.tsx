import type { PaymentAttempt } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmingPayment } from './confirming-payment.tsx';
import type { PaymentPage, OnlinePaymentDeps } from '@storefront/sdk';
import { PendingPaymentPanel } from './pending-payment-panel.tsx';
import { useAttemptSettlement } from './use-attempt-settlement.ts';
import { useOnlinePaymentDeps } from './use-online-payment-deps.ts';

/** Props of {@link PaymentReturn}. */
export interface PaymentReturnProps {
  deps: OnlinePaymentDeps;
  /** The `paymentAttempt` the API added to the URL on the way back. */
  attemptId: string;
  /** The cart has a booking: show its hold. */
  showHold: boolean;
  onPaid: (orderNumber: string) => void;
  onFailed: (attempt: PaymentAttempt) => void;
  onError: (error: unknown) => void;
  /** The shopper cancelled the unfinished payment: back to the form. */
  onCancelled: () => void;
  clock?: () => number;
}

/**
 * The screen the shopper comes back to from a provider's page: "Confirming your payment…" while
 * the server asks the provider; a paid attempt completes the cart (code 2) and leads to the order
 * confirmed; a failed one to the payment error; an unfinished one shows the hold with "Continue
 * payment" and "Cancel payment", and is asked again every 2 s until it settles or the hold ends.
 *
 * @example
 * <PaymentReturn deps={deps} attemptId={id} showHold onPaid={…} onFailed={…} onError={…} onCancelled={…} />
 */
export function PaymentReturn(props: PaymentReturnProps) {
  const { deps, attemptId, showHold, onCancelled, clock } = props;
  const { t } = useTranslation();
  const { pending } = useAttemptSettlement(
    deps,
    attemptId,
    { onPaid: props.onPaid, onFailed: props.onFailed, onError: props.onError },
    clock,
  );
  if (pending === null) return <ConfirmingPayment />;
  return (
    <div className="mx-auto my-8 w-full max-w-xl">
      <PendingPaymentPanel
        attempt={pending}
        title={t('onlinePayment.pendingTitle')}
        headingLevel="h1"
        showHold={showHold}
        clock={clock}
        onCancel={async () => {
          await deps.payments.cancelPaymentAttempt(pending.id);
          deps.attemptKeys.forget(pending.cartId);
          onCancelled();
        }}
      />
    </div>
  );
}

/**
 * {@link PaymentReturn} over the page's SDK and window (the page's lazy-loaded entry).
 *
 * @example
 * const PaymentReturn = lazy(() => import('./payment-return.tsx'));
 */
export default function PaymentReturnOnPage({
  page,
  ...props
}: Omit<PaymentReturnProps, 'deps'> & { page: PaymentPage }) {
  const deps = useOnlinePaymentDeps(page);
  return <PaymentReturn deps={deps} {...props} />;
}
