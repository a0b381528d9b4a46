import {
  localize,
  roundMoney,
  type CartItem,
  type CartItemFieldDetail,
  type Language,
} from '@storefront/contracts';
import type { CartItemRecord } from '../cart-repository.ts';

/** What a line says it is, beside its product's name (the fields of cart and order lines). */
export type LineDetails = Pick<
  CartItem,
  'priceName' | 'priceDiscountAmount' | 'fieldDetails' | 'isFullDayBooking' | 'subscriptionPeriod'
>;

/** A set value in words: a choice by its label; an unknown choice or other value as given. */
function fieldDetailsOf(item: CartItemRecord, language: Language): CartItemFieldDetail[] {
  const fields = item.product.customFields ?? [];
  const known = new Set(fields.map((field) => field.key));
  const details: CartItemFieldDetail[] = [];
  for (const field of fields) {
    const value = item.customFields[field.key]?.trim() ?? '';
    // An unticked checkbox is sent as "false": nothing was chosen.
    if (value === '' || (field.type === 'checkbox' && value !== 'true')) continue;
    const option = field.options?.find((candidate) => candidate.value === value);
    details.push({
      key: field.key,
      label: localize(field.label, language),
      type: field.type,
      value: option ? localize(option.label, language) : value,
      price: field.price,
    });
  }
  // A line stored before its fields' labels were kept names its values by their keys.
  for (const [key, raw] of Object.entries(item.customFields)) {
    const value = raw.trim();
    if (known.has(key) || value === '' || value === 'false') continue;
    details.push({ key, label: key, type: 'text', value, price: 0 });
  }
  return details;
}

/**
 * What a stored line says it was, in `language` (docs/product/api.md, "Cart line details"): the
 * price option's name, what the price's own discount took off, the custom fields and add-ons set,
 * whether it books whole days, and a subscription's period. Cart lines and order lines both
 * carry them.
 *
 * @example
 * lineDetailsOf(item, 'en').priceName; // '500 g'
 */
export function lineDetailsOf(item: CartItemRecord, language: Language): LineDetails {
  const price = item.product.price;
  return {
    priceName: price ? localize(price.name, language) : null,
    priceDiscountAmount: Math.max(0, roundMoney(item.totalPrice - item.amount)),
    fieldDetails: fieldDetailsOf(item, language),
    isFullDayBooking: item.product.isFullDayBooking ?? false,
    subscriptionPeriod: item.product.type === 'subscription' ? (price?.period ?? 'month') : null,
  };
}
