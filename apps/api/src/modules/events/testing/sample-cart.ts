import type { Cart } from '@storefront/contracts';

/**
 * A valid empty cart JSON for event payloads; `notes` tells versions apart.
 *
 * @example
 * await recordCartEvent(tx, { type: 'cartUpdated', tenantId, cartId, cart: sampleCart(cartId, 'v2') });
 */
export function sampleCart(id: string, notes: string | null = null): Cart {
  return {
    id,
    source: 0,
    status: 'pending',
    cartItems: [],
    customer: null,
    fees: 0,
    subTotal: 0,
    discountAmount: 0,
    taxAmount: 0,
    totalAmount: 0,
    depositAmount: 0,
    hasDeposit: false,
    nonDepositAmount: 0,
    amountToBePaid: 0,
    taxToBePaid: 0,
    isUpdated: false,
    couponCode: null,
    notes,
    customFields: {},
    orderNumber: null,
  };
}
