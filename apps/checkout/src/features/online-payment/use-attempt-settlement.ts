import type { PaymentAttempt } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSdk } from '../../lib/sdk-context.tsx';
import type { OnlinePaymentDeps } from '@storefront/sdk';
import { settleAttempt } from '@storefront/sdk';

/** How often a pending attempt is asked again. */
export const attemptPollMs = 2_000;

/** What {@link useAttemptSettlement} reports to its screen. */
export interface AttemptSettlementHandlers {
  onPaid: (orderNumber: string) => void;
  onFailed: (attempt: PaymentAttempt) => void;
  /** The attempt or the cart's completion could not be read. */
  onError: (error: unknown) => void;
}

function isLapsed(attempt: PaymentAttempt, now: number): boolean {
  return attempt.holdExpiresAt !== null && Date.parse(attempt.holdExpiresAt) <= now;
}

/**
 * Follows one payment attempt (`GET …/attempts/{id}`, where the server asks the provider): every
 * 2 s while it is pending and its hold lasts; once paid the cart is completed (code 2) and
 * `onPaid` told the order number; a failed, cancelled or expired one forgets the cart's key and
 * is reported. Answers the attempt while it is pending (null before the first answer).
 *
 * @example
 * const pending = useAttemptSettlement(deps, attemptId, { onPaid, onFailed, onError });
 */
export function useAttemptSettlement(
  deps: Pick<OnlinePaymentDeps, 'payments' | 'processCart' | 'attemptKeys'>,
  attemptId: string | null,
  handlers: AttemptSettlementHandlers,
  clock: () => number = Date.now,
): { pending: PaymentAttempt | null; settling: boolean } {
  const { tenant } = useSdk();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const query = useQuery({
    queryKey: queryKeys.paymentAttempt(tenant, attemptId ?? ''),
    queryFn: () => deps.payments.paymentAttempt(attemptId ?? ''),
    enabled: attemptId !== null,
    refetchInterval: (current) => {
      const attempt = current.state.data;
      return attempt?.status === 'pending' && !isLapsed(attempt, clock()) ? attemptPollMs : false;
    },
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 0,
  });
  const attempt = query.data;
  const status = attempt?.status;
  const settled = useRef<string | null>(null);

  useEffect(() => {
    if (!attempt || attempt.status === 'pending') return;
    // Each settled status is acted on once, however often the query answers it.
    if (settled.current === attempt.status) return;
    settled.current = attempt.status;
    settleAttempt(deps, attempt).then(
      (result) => {
        if (result.kind === 'paid') latest.current.onPaid(result.orderNumber);
        else if (result.kind === 'failed') latest.current.onFailed(result.attempt);
      },
      (error: unknown) => latest.current.onError(error),
    );
  }, [attempt, deps]);

  const { error } = query;
  useEffect(() => {
    if (error) latest.current.onError(error);
  }, [error]);

  return {
    pending: attempt?.status === 'pending' ? attempt : null,
    settling: attemptId !== null && status !== 'pending' && query.error === null,
  };
}
