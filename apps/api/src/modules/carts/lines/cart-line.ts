import type { AddCartItem, CustomFieldValues } from '@storefront/contracts';
import type { CartItemRecord } from '../cart-repository.ts';

/** What the shopper chose for one line, whether being added or already in the cart. */
export interface CartLine {
  productId: string;
  priceId: string;
  quantity: number;
  customFields: CustomFieldValues;
  reservationDateFrom: string | null;
  reservationDateTo: string | null;
  providerIds: string[];
  providerCount: number;
  subscriptionStartDate: string | null;
  customerLocation: { latitude: number; longitude: number } | null;
}

/**
 * The line an item of `POST /api/app/cart/cart-items/{cartId}` asks for.
 *
 * @example
 * const lines = request.body.map(lineOfNewItem);
 */
export function lineOfNewItem(item: AddCartItem): CartLine {
  return {
    productId: item.productId,
    priceId: item.priceId,
    quantity: item.quantity,
    customFields: item.customFields ?? {},
    reservationDateFrom: item.reservationDateFrom ?? null,
    reservationDateTo: item.reservationDateTo ?? null,
    providerIds: item.providersIds ?? [],
    providerCount: item.providerCount ?? 1,
    subscriptionStartDate: item.subscriptionStartDate ?? null,
    customerLocation: item.customerLocation ?? null,
  };
}

/**
 * The line a stored item holds (to price it again, with a new quantity or custom fields).
 *
 * @example
 * const line = { ...lineOfItem(item), quantity: 3 };
 */
export function lineOfItem(item: CartItemRecord): CartLine {
  return {
    productId: item.productId,
    priceId: item.priceId,
    quantity: item.quantity,
    customFields: item.customFields,
    reservationDateFrom: item.reservationDateFrom?.toISOString() ?? null,
    reservationDateTo: item.reservationDateTo?.toISOString() ?? null,
    providerIds: item.providerIds,
    providerCount: item.providerCount,
    subscriptionStartDate: item.subscriptionStartDate,
    customerLocation: item.customerLocation ?? null,
  };
}
