import { paymentProviderSchema } from '@storefront/contracts';
import type { ProviderPayment } from '../../../payment-providers/payment-provider-ports.ts';
import { paymentProviderRegistry } from '../../../payment-providers/provider-registry.ts';
import { isProviderError } from '../payment-errors.ts';
import type { PaymentContext } from '../payment-context.ts';
import {
  createPaymentAttemptRepository,
  type PaymentAttemptRecord,
} from '../attempts/payment-attempt-repository.ts';

/** Statuses in which the provider still holds the shopper's money. */
const moneyTaken = (payment: ProviderPayment) =>
  payment.status === 'paid' || payment.status === 'authorized';

/**
 * Gives back the money of an attempt that ended without an order (`money_return = 'due'`): asks
 * the provider for the payment, then refunds it (captured) or voids it (authorised: tabby's close,
 * tamara's cancel), outside any transaction (docs/decisions/0021). Then, under the attempt's row
 * lock, records `refunded` or `voided` and logs it. A payment the provider no longer holds money
 * for (already refunded or voided by an earlier try whose answer was lost) is recorded as given
 * back. A provider that cannot be reached leaves it `due` for the sweeper, logged. Answers the
 * attempt as stored afterwards.
 *
 * @example
 * const attempt = await returnAttemptMoney(context, failed);
 */
export async function returnAttemptMoney(
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
): Promise<PaymentAttemptRecord> {
  if (attempt.moneyReturn !== 'due' || attempt.providerPaymentId === null) return attempt;
  const provider = paymentProviderRegistry[paymentProviderSchema.parse(attempt.provider)].settling(
    context.providers,
  );
  const logged = { attemptId: attempt.id, provider: attempt.provider };
  let done: 'refunded' | 'voided';
  let payment: ProviderPayment;
  try {
    payment = await provider.fetchPayment(attempt.providerPaymentId);
    done = moneyTaken(payment)
      ? await provider.returnMoney(payment)
      : payment.status === 'cancelled'
        ? 'voided'
        : 'refunded';
  } catch (error) {
    if (!isProviderError(error)) throw error;
    context.log?.warn(
      { ...logged, err: error },
      'Giving back the money of a payment attempt failed; the sweeper tries again',
    );
    return attempt;
  }
  const stored = await context.db.transaction(async (tx) => {
    const attempts = createPaymentAttemptRepository(tx, attempt.tenantId);
    const locked = await attempts.lock(attempt.id);
    if (locked?.moneyReturn !== 'due') return locked ?? attempt;
    return attempts.update(attempt.id, { moneyReturn: done }, context.clock.now());
  });
  context.log?.info(
    { ...logged, providerPaymentId: payment.providerPaymentId, amount: payment.amount, done },
    'Money of a payment attempt that made no order was given back',
  );
  return stored;
}
