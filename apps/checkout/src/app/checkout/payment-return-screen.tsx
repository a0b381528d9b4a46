import type { Cart, PaymentAttempt } from '@storefront/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentPage } from '@storefront/sdk';
import { ConfirmingPayment } from '../../features/online-payment/confirming-payment.tsx';
import { paymentErrorText } from '../../features/online-payment/payment-error-text.ts';
import { withoutReturnParam } from '@storefront/sdk';
import { PaymentErrorScreen } from '../../features/payment-error/payment-error-screen.tsx';
import { usePaymentErrorToast } from '../../features/payment-error/use-payment-error-toast.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useSdk } from '../../lib/sdk-context.tsx';
import { OrderConfirmedScreen } from './order-confirmed-screen.tsx';
import type { PageNavigation } from './page-navigation.ts';

const PaymentReturn = lazy(() => import('../../features/online-payment/payment-return.tsx'));

/** Props of {@link PaymentReturnScreen}. */
export interface PaymentReturnScreenProps {
  attemptId: string;
  /** The cart, when it could be loaded (a completed one cannot). */
  cart: Cart | null;
  cartId: string;
  page: PaymentPage;
  callbackUrl: string;
  navigation: PageNavigation;
  /** Back to the payment form: the cart is pending again and its slot released. */
  onBackToForm: () => void;
  /** The attempt paid: the order is placed (the kept form draft is dropped). */
  onOrderPlaced?: () => void;
}

type ReturnState =
  | { kind: 'confirming' }
  | { kind: 'paid'; orderNumber: string }
  | { kind: 'failed'; lines: string[] };

/**
 * The checkout after a provider's page sent the shopper back (`paymentAttempt` in the URL):
 * confirming, then the order confirmed, the payment error (the failure's message and reason
 * line, with the 5 s toast and "Try Again"), or the unfinished payment. "Try Again" and a
 * cancelled payment drop the parameter from the URL and lead back to the form.
 *
 * @example
 * <PaymentReturnScreen attemptId={id} cart={cart} cartId={params.cartId} … />
 */
export function PaymentReturnScreen(props: PaymentReturnScreenProps) {
  const { attemptId, cart, cartId, page, onBackToForm, onOrderPlaced } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [state, setState] = useState<ReturnState>({ kind: 'confirming' });
  const showPaymentError = usePaymentErrorToast();

  const backToForm = useCallback(() => {
    page.replaceUrl(withoutReturnParam(page.href()));
    onBackToForm();
  }, [page, onBackToForm]);

  const fail = useCallback(
    (lines: string[]) => {
      setState({ kind: 'failed', lines });
      showPaymentError(lines[0] ?? t('rules.paymentErrorDescription'), backToForm);
    },
    [showPaymentError, backToForm, t],
  );
  const onFailed = useCallback(
    (attempt: PaymentAttempt) => {
      const failure = attempt.failure;
      const code =
        failure?.code ?? (attempt.status === 'cancelled' ? 'USER_CANCELLED' : 'PAYMENT_FAILED');
      const reason = failure?.reason ?? (attempt.status === 'failed' ? null : attempt.status);
      // Money taken for a payment that made no order is given back: the shopper is told so.
      const returned = attempt.moneyReturn ? [t(`payment.returned.${attempt.moneyReturn}`)] : [];
      fail([
        t(`errors.${code}`),
        ...(reason ? [t(`onlinePayment.reason.${reason}`)] : []),
        ...returned,
      ]);
    },
    [fail, t],
  );
  const onError = useCallback(
    (error: unknown) => fail([paymentErrorText(error, language)]),
    [fail, language],
  );
  const { events } = useSdk();
  const onPaid = useCallback(
    (orderNumber: string) => {
      setState({ kind: 'paid', orderNumber });
      onOrderPlaced?.();
      // The cart flow of this page never submitted (the order was placed before the provider sent
      // the shopper back): the host page still hears the cart completed (spec section 4's host
      // events, docs/product/embedding.md).
      events.emit('cartCompleted', { cartId, orderNumber });
    },
    [events, cartId, onOrderPlaced],
  );

  if (state.kind === 'paid') {
    return (
      <OrderConfirmedScreen
        orderNumber={state.orderNumber}
        cart={cart}
        cartId={cartId}
        callbackUrl={props.callbackUrl}
        status="paid"
      />
    );
  }
  if (state.kind === 'failed') {
    return (
      <main className="flex-1 px-4">
        <PaymentErrorScreen
          details={state.lines}
          onTryAgain={backToForm}
          onReload={() => props.navigation.reload()}
        />
      </main>
    );
  }
  return (
    <main className="flex-1 px-4">
      <Suspense fallback={<ConfirmingPayment />}>
        <PaymentReturn
          page={page}
          attemptId={attemptId}
          showHold={cart?.cartItems.some((item) => item.type === 'reservation') ?? false}
          onPaid={onPaid}
          onFailed={onFailed}
          onError={onError}
          onCancelled={backToForm}
        />
      </Suspense>
    </main>
  );
}
