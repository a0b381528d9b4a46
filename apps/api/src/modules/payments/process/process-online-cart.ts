import type { ProcessCartResult } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import type { CartCaller } from '../../carts/cart-caller.ts';
import { findCartFor } from '../../carts/cart-guards.ts';
import { processResultOf } from '../../orders/process-cart.ts';
import type { PaymentContext } from '../payment-context.ts';
import { paymentMessage } from '../payment-messages.ts';
import { createPaymentAttemptRepository } from '../attempts/payment-attempt-repository.ts';
import { reconcileAttempt } from '../provider-return/reconcile-attempt.ts';

/**
 * `POST /api/app/cart/{cartId}/process?paymentMethod=2`: an online payment's cart is completed by
 * its paid attempt, so this answers the order it made. A pending latest attempt is asked about
 * first (it may have just been paid); without a paid attempt 400 `INVALID_OPERATION` "The payment
 * has not been completed".
 *
 * @example
 * const { orderNumber } = await processOnlineCart(context, caller, cartId);
 */
export async function processOnlineCart(
  context: PaymentContext,
  caller: CartCaller,
  cartId: string,
): Promise<ProcessCartResult> {
  const cart = await findCartFor(context.db, caller, cartId, { allowCompleted: true });
  if (cart.status === 'completed') return processResultOf(cart);
  const attempts = createPaymentAttemptRepository(context.db, caller.tenantId);
  const [latest] = await attempts.ofCart(cart.id);
  if (latest?.status === 'pending') {
    await reconcileAttempt(context, caller.tenantId, latest.id, caller.language);
  }
  const current = await findCartFor(context.db, caller, cartId, { allowCompleted: true });
  if (current.status === 'completed') return processResultOf(current);
  throw new ApiError(400, 'INVALID_OPERATION', {
    message: paymentMessage('paymentNotCompleted', caller.language),
  });
}
