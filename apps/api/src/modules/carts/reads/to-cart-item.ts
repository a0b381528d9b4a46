import { localize, roundMoney, type CartItem, type Language } from '@storefront/contracts';
import type { CartItemRecord } from '../cart-repository.ts';
import { lineDetailsOf } from './line-details.ts';

/**
 * A stored line as sent on the wire, its product and details named in the request's language
 * (docs/product/api.md, "Cart line details"). `taxAmount`
 * is the tenant's tax on the line's amount (before the coupon), rounded to 2 decimals.
 *
 * @example
 * items.map((item) => toCartItem(item, 15, request.language));
 */
export function toCartItem(
  item: CartItemRecord,
  taxPercentage: number,
  language: Language,
): CartItem {
  const name = localize(item.product.name, language);
  return {
    id: item.id,
    productId: item.productId,
    productName: name,
    productDescription: localize(item.product.description, language),
    product: {
      id: item.productId,
      name,
      typeString: item.product.type,
      imageUrl: item.product.imageUrl,
    },
    type: item.product.type,
    quantity: item.quantity,
    effectiveQuantity: item.effectiveQuantity,
    priceId: item.priceId,
    price: item.unitPrice,
    amount: item.amount,
    flatAmount: item.flatAmount,
    depositAmount: item.depositAmount,
    taxAmount: roundMoney((item.amount * taxPercentage) / 100),
    customFields: item.customFields,
    payableItemGroupId: item.payableItemGroupId,
    payableItemId: item.payableItemId,
    reservationDateFrom: item.reservationDateFrom?.toISOString() ?? null,
    reservationDateTo: item.reservationDateTo?.toISOString() ?? null,
    providersIds: item.providerIds,
    providerCount: item.providerCount,
    providerNames: item.product.providerNames[language],
    subscriptionStartDate: item.subscriptionStartDate,
    customerLocation: item.customerLocation ?? null,
    ...lineDetailsOf(item, language),
  };
}
