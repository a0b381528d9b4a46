import {
  paymentHoldMinutes,
  type PaymentMethod,
  type PaymentProvider,
} from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import { assertCartAccess, findCartFor } from '../../carts/cart-guards.ts';
import type { CartCaller } from '../../carts/cart-caller.ts';
import { cartIssuesError } from '../../carts/checks/cart-issue.ts';
import { cartMessage } from '../../carts/cart-messages.ts';
import { createCartRepository, type CartRecord } from '../../carts/cart-repository.ts';
import { checkCart } from '../../carts/checks/check-cart.ts';
import { couponIssues } from '../../carts/coupon/check-coupon.ts';
import { cartOf, loadCartState } from '../../carts/reads/load-cart-state.ts';
import { isUniqueViolation } from '../../../db/is-unique-violation.ts';
import { holdCartPlaces } from '../../carts/places/hold-cart-places.ts';
import { placeRefusalAsCheck } from '../../carts/checks/place-refusal-as-check.ts';
import { createSettingsRepository } from '../../tenants/settings-repository.ts';
import { attemptFailureError } from '../payment-errors.ts';
import type { PaymentContext } from '../payment-context.ts';
import { paymentMessage } from '../payment-messages.ts';
import {
  createPaymentAttemptRepository,
  type PaymentAttemptRecord,
} from './payment-attempt-repository.ts';
import { reconcileAttempt } from '../provider-return/reconcile-attempt.ts';
import { assertAllowedReturnUrl } from '../provider-return/return-url.ts';

/** What a call that starts a payment asks for. */
export interface AttemptRequest {
  cartId: string;
  /** The `Idempotency-Key` header. */
  idempotencyKey: string;
  provider: PaymentProvider;
  method: PaymentMethod;
  returnUrl: string;
  errorReturnUrl: string | null;
}

/** An attempt found again answers as it is, or its failure (409 with its code). */
function answerExisting(attempt: PaymentAttemptRecord): PaymentAttemptRecord {
  if (attempt.status === 'pending' || attempt.status === 'paid') return attempt;
  throw attemptFailureError(attempt, 409);
}

/**
 * A cart with a signed-in owner: the caller must be signed in as the cart's customer (the mobile
 * number verified when it was set). 400 `INVALID_OPERATION` for a cart without one.
 *
 * @example
 * const cart = await findPayableCart(context, caller, cartId);
 */
export async function findPayableCart(
  context: PaymentContext,
  caller: CartCaller,
  cartId: string,
): Promise<CartRecord> {
  const cart = await findCartFor(context.db, caller, cartId, { allowCompleted: true });
  if (cart.customerId === null || caller.customer?.customerId !== cart.customerId) {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: paymentMessage('customerRequired', caller.language),
    });
  }
  return cart;
}

/**
 * Creates the cart's payment attempt, or finds it again by `(cart, Idempotency-Key)` (answered
 * unchanged; a failed one answers 409 with its failure code). The return URLs must be allowed
 * (400). The cart must be the caller's, pending (409 `CART_ALREADY_COMPLETED`) and pass the same
 * checks as processing (400 issues, 409 changed prices). Another pending attempt of the cart is
 * asked about first: paid → 409 `CART_ALREADY_COMPLETED`, otherwise cancelled and its hold freed.
 * Then in ONE transaction under the cart's row lock: the key is looked up again (concurrent
 * requests with one key make one attempt), each reservation is booked and each price's stock taken
 * (taken meanwhile: the check's 400 list, nothing held), and the attempt is stored pending with the cart's
 * amount to be paid, the tenant's currency, the cart's version and a hold of
 * `paymentHoldMinutes`. The provider is called afterwards, by the caller.
 *
 * @example
 * const attempt = await startAttempt(context, caller, { cartId, idempotencyKey, provider: 'moyasar', method: 'mada', returnUrl, errorReturnUrl: null });
 */
export async function startAttempt(
  context: PaymentContext,
  caller: CartCaller,
  request: AttemptRequest,
): Promise<PaymentAttemptRecord> {
  const { tenantId, language } = caller;
  assertAllowedReturnUrl(context, 'returnUrl', request.returnUrl, language);
  if (request.errorReturnUrl !== null) {
    assertAllowedReturnUrl(context, 'errorReturnUrl', request.errorReturnUrl, language);
  }
  const cart = await findPayableCart(context, caller, request.cartId);
  const attempts = createPaymentAttemptRepository(context.db, tenantId);
  const existing = await attempts.findByKey(cart.id, request.idempotencyKey);
  if (existing) return answerExisting(existing);
  if (cart.status === 'completed') throw new ApiError(409, 'CART_ALREADY_COMPLETED');

  const other = await attempts.findPending(cart.id);
  // A concurrent request with this key may have stored its attempt since the lookup above.
  if (other?.idempotencyKey === request.idempotencyKey) return answerExisting(other);
  if (other) {
    const settled = await reconcileAttempt(context, tenantId, other.id, language, { cancel: true });
    if (settled.status === 'paid') throw new ApiError(409, 'CART_ALREADY_COMPLETED');
  }

  const now = context.clock.now();
  const state = await loadCartState(context.db, tenantId, cart, now);
  const check = await checkCart(context, caller, state);
  const issues = [...check.issues, ...couponIssues(state, caller)];
  if (issues.length > 0 || check.pricesChanged) {
    // The places this check finds taken may be held by a concurrent request with this key.
    const made = await attempts.findByKey(cart.id, request.idempotencyKey);
    if (made) return answerExisting(made);
  }
  if (issues.length > 0) throw cartIssuesError(issues, language);
  if (check.pricesChanged) {
    throw new ApiError(409, 'CONFLICT', { message: cartMessage('pricesChanged', language) });
  }
  const settings = await createSettingsRepository(context.db, tenantId).find();

  try {
    return await context.db.transaction(async (tx) => {
      const locked = await createCartRepository(tx, tenantId).lock(cart.id);
      if (!locked) throw new ApiError(404, 'CART_NOT_FOUND');
      assertCartAccess(locked, caller.customer);
      const lockedAttempts = createPaymentAttemptRepository(tx, tenantId);
      const again = await lockedAttempts.findByKey(cart.id, request.idempotencyKey);
      if (again) return answerExisting(again);
      if (locked.status === 'completed') throw new ApiError(409, 'CART_ALREADY_COMPLETED');
      if (await lockedAttempts.findPending(cart.id)) {
        throw new ApiError(409, 'CONFLICT', {
          message: paymentMessage('paymentInProgressElsewhere', language),
        });
      }
      if (locked.version !== cart.version) {
        throw new ApiError(409, 'CONFLICT', { message: cartMessage('cartChanged', language) });
      }
      const lockedState = await loadCartState(tx, tenantId, locked, now);
      await holdCartPlaces(tx, context.catalog, tenantId, lockedState.items, language);
      return lockedAttempts.create(
        {
          id: context.random.uuid(),
          cartId: locked.id,
          customerId: locked.customerId,
          idempotencyKey: request.idempotencyKey,
          provider: request.provider,
          method: request.method,
          status: 'pending',
          amount: cartOf(lockedState, language).amountToBePaid,
          currency: settings?.currency ?? 'SAR',
          cartVersion: locked.version,
          returnUrl: request.returnUrl,
          errorReturnUrl: request.errorReturnUrl,
          holdsPlaces: 'held',
          holdExpiresAt: new Date(now.getTime() + paymentHoldMinutes * 60_000),
        },
        now,
      );
    });
  } catch (error) {
    // Behind the row lock, the unique key: should two ever race, the loser answers the winner's.
    // Places or stock taken since the check answer as the check does (one status, issue 21).
    if (!isUniqueViolation(error, 'payment_attempts_cart_key_unique')) {
      throw await placeRefusalAsCheck(context, caller, cart, now, error);
    }
    const winner = await attempts.findByKey(cart.id, request.idempotencyKey);
    if (!winner) throw error;
    return answerExisting(winner);
  }
}
