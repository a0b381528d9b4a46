import type { CardProvider, PaymentAttempt } from '@storefront/contracts';
import type { OnlinePaymentDeps } from './online-payment-deps.ts';
import { OnlinePaymentError } from './online-payment-error.ts';
import { isPaymentFlowError } from './payment-flow-error.ts';
import type { CardDetails, SessionProviderForm } from './payment-flow-types.ts';

/** What the shopper chose to pay with, and what it needs. */
export type OnlinePayment =
  | { method: 'card'; provider: 'moyasar'; card: CardDetails; isMada: boolean }
  | { method: 'card'; provider: 'myfatoorah'; form: Pick<SessionProviderForm, 'submit'> }
  /** `label`: the line on the Apple Pay sheet, the brand's name. */
  | { method: 'applepay'; label: string }
  | { method: 'tabby' }
  | { method: 'tamara' };

/** How a started online payment went on. */
export type OnlinePaymentOutcome =
  /** The shopper is being sent to the provider's page; the cart is held until `holdExpiresAt`. */
  | { kind: 'redirected'; holdExpiresAt: string | null }
  /** Paid here (Apple Pay) and the order made. */
  | { kind: 'paid'; orderNumber: string }
  /** The shopper closed the Apple Pay sheet: nothing to show. */
  | { kind: 'cancelled' };

/** The card provider a payment goes through (Apple Pay always through the token-style one). */
export type { CardProvider };

/**
 * Completes a paid attempt's cart with code 2 (the server checks the attempt; idempotent) and
 * drops the cart's key, its work done. The attempt's own order number stands in when the cart
 * was completed already.
 *
 * @example
 * await completePaid(deps, attempt); // 'ORD-000001'
 */
export async function completePaid(
  deps: Pick<OnlinePaymentDeps, 'processCart' | 'attemptKeys'>,
  attempt: Pick<PaymentAttempt, 'cartId' | 'orderNumber'>,
): Promise<string> {
  try {
    const { orderNumber } = await deps.processCart(attempt.cartId);
    deps.attemptKeys.forget(attempt.cartId);
    return orderNumber;
  } catch (error) {
    if (attempt.orderNumber === null) throw error;
    deps.attemptKeys.forget(attempt.cartId);
    return attempt.orderNumber;
  }
}

/**
 * Starts (or, with the cart's stored key, finds again) the cart's payment attempt and carries the
 * payment as far as the browser takes it: a card is tokenised at the provider, straight from the
 * browser (its number goes to no call of our API), then paid and sent to 3-D Secure; the
 * embedded form's session is executed; Apple Pay is paid on the sheet, verified by the server and
 * the cart completed (code 2); tabby and tamara open their hosted pages.
 *
 * A failure of an attempt forgets the cart's key (and cancels the attempt, releasing its hold), so
 * the next try is a new attempt; a card field the provider refused keeps it, the shopper fixes the
 * field and the same attempt goes on.
 *
 * @example
 * const outcome = await payOnline(deps, cart.id, { method: 'tamara' });
 */
export async function payOnline(
  deps: OnlinePaymentDeps,
  cartId: string,
  payment: OnlinePayment,
): Promise<OnlinePaymentOutcome> {
  const { payments, attemptKeys } = deps;
  const key = attemptKeys.keyFor(cartId);
  let attemptId: string | null = null;
  const remember = (id: string) => {
    attemptId = id;
    attemptKeys.rememberAttempt(cartId, id);
  };
  const leaveFor = (url: string, holdExpiresAt: string | null): OnlinePaymentOutcome => {
    deps.assign(url);
    return { kind: 'redirected', holdExpiresAt };
  };

  try {
    switch (payment.method) {
      case 'card': {
        const callbackUrl = deps.returnUrl();
        if (payment.provider === 'myfatoorah') {
          const { sessionId } = await payment.form.submit();
          const paid = await payments.executeCartPayment(
            { sessionId, cartId, callbackUrl, errorCallbackUrl: callbackUrl },
            key,
          );
          remember(paid.attemptId);
          return leaveFor(paid.paymentUrl, paid.holdExpiresAt);
        }
        const session = await payments.moyasarSession(
          { cartId, method: payment.isMada ? 'mada' : 'visa', callbackUrl },
          key,
        );
        remember(session.attemptId);
        const token = await deps.createCardToken(session, payment.card);
        const paid = await payments.moyasarPay({ attemptId: session.attemptId, token: token.id });
        return leaveFor(paid.paymentUrl, paid.holdExpiresAt);
      }
      case 'applepay': {
        const session = await payments.moyasarSession(
          { cartId, method: 'applepay', callbackUrl: deps.returnUrl() },
          key,
        );
        remember(session.attemptId);
        const providerPaymentId = await deps.payWithApplePay(session, payment.label);
        const attempt = await payments.verifyPaymentAttempt(session.attemptId, {
          providerPaymentId,
        });
        if (attempt.status !== 'paid') {
          throw new OnlinePaymentError(
            attempt.failure?.code ?? 'PAYMENT_DECLINED',
            attempt.failure?.reason ?? null,
          );
        }
        return { kind: 'paid', orderNumber: await completePaid(deps, attempt) };
      }
      case 'tabby': {
        const url = deps.returnUrl();
        const session = await payments.tabbySession(
          { cartId, successUrl: url, cancelUrl: url, failureUrl: url },
          key,
        );
        remember(session.attemptId);
        if (session.webUrl === null) throw new OnlinePaymentError('TABBY_SESSION_CREATION_FAILED');
        return leaveFor(session.webUrl, session.holdExpiresAt);
      }
      case 'tamara': {
        const url = deps.returnUrl();
        const session = await payments.tamaraSession(
          { cartId, successUrl: url, cancelUrl: url, failureUrl: url },
          key,
        );
        remember(session.attemptId);
        if (session.checkoutUrl === null) throw new OnlinePaymentError('TAMARA_NO_REDIRECT_URL');
        return leaveFor(session.checkoutUrl, session.holdExpiresAt);
      }
    }
  } catch (error) {
    const failure = isPaymentFlowError(error) ? error : null;
    const fieldProblem =
      failure !== null &&
      (Object.keys(failure.fieldErrors).length > 0 || failure.code === 'VALIDATION_ERROR');
    if (fieldProblem) throw error;
    const cancelled = failure?.code === 'USER_CANCELLED';
    // No attempt known yet (the session call itself failed): keep the key, so trying again finds
    // the attempt the server may have started.
    if (attemptId !== null) {
      attemptKeys.forget(cartId);
      await payments.cancelPaymentAttempt(attemptId).catch(() => undefined);
    }
    if (cancelled) return { kind: 'cancelled' };
    throw error;
  }
}
