import type { Language, ProductType } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import type { SessionCustomer } from '../auth/session-repository.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { PassContents } from './pass-json.ts';
import type { WalletPassRepository } from './wallet-pass-repository.ts';
import { walletPassText } from './wallet-pass-texts.ts';

/** Only the customer of a cart gets its passes; a cart without one is nobody's to ask for. */
function assertOwnCart(cartCustomerId: string | null, customer: SessionCustomer): void {
  if (cartCustomerId !== customer.customerId) throw new ApiError(403, 'FORBIDDEN');
}

/**
 * What the pass of a completed cart's order shows. Unknown cart (or not a UUID) → 404
 * `CART_NOT_FOUND`; another customer's → 403 `FORBIDDEN`; not completed yet → 409
 * `INVALID_OPERATION` (a pending cart without a customer is anyone's by its id, as the cart rules
 * have it); a completed one is only its customer's.
 *
 * @example
 * const contents = await passContentsOfCart(repository, customer, cartId, request.language);
 */
export async function passContentsOfCart(
  repository: WalletPassRepository,
  customer: SessionCustomer,
  cartId: string,
  language: Language,
): Promise<PassContents> {
  const cart = isUuid(cartId) ? await repository.findCart(cartId) : null;
  if (!cart) throw new ApiError(404, 'CART_NOT_FOUND');
  if (cart.customerId !== null) assertOwnCart(cart.customerId, customer);
  if (cart.status !== 'completed') {
    throw new ApiError(409, 'INVALID_OPERATION', {
      message: walletPassText('cartNotCompleted', language),
    });
  }
  assertOwnCart(cart.customerId, customer);
  const order = await repository.findOrderOfCart(cart.id);
  if (!order) throw new ApiError(404, 'NOT_FOUND');
  const items = await repository.itemsOfGroup(order.id, null);
  if (items.length === 0) throw new ApiError(404, 'NOT_FOUND');
  return { brandName: await repository.brandName(), order, items, group: 'order' };
}

/**
 * What the pass of the `productType` lines of a payable item group (an order's id) shows.
 * Unknown group, or no such lines in it → 404 `NOT_FOUND`; another customer's → 403 `FORBIDDEN`.
 *
 * @example
 * const contents = await passContentsOfGroup(repository, customer, 'reservation', orderId);
 */
export async function passContentsOfGroup(
  repository: WalletPassRepository,
  customer: SessionCustomer,
  productType: ProductType,
  payableItemGroupId: string,
): Promise<PassContents> {
  const owned = isUuid(payableItemGroupId) ? await repository.findOrder(payableItemGroupId) : null;
  if (!owned) throw new ApiError(404, 'NOT_FOUND');
  assertOwnCart(owned.customerId, customer);
  const items = await repository.itemsOfGroup(owned.order.id, productType);
  if (items.length === 0) throw new ApiError(404, 'NOT_FOUND');
  return { brandName: await repository.brandName(), order: owned.order, items, group: productType };
}
