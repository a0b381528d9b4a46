import type { CartItem } from '@storefront/contracts';

/** The i18n key of each confirm button text (docs/product/screens.md). */
export type ConfirmLabelKey = 'confirm.booking' | 'confirm.subscription' | 'confirm.order';

/**
 * The confirm button's text for a cart (docs/product/screens.md: "depends on order type"). A cart
 * with any reservation is a booking ("Confirm Booking"), even mixed with other items, since a
 * booked slot is what the shopper most needs confirmed; a cart of subscriptions only is "Confirm
 * Subscription"; anything else (merchandise, packages, subscriptions mixed with them, or an
 * empty cart) is "Complete Order".
 *
 * @example
 * confirmLabelKey([{ type: 'subscription' }, { type: 'merchandise' }]); // 'confirm.order'
 */
export function confirmLabelKey(items: readonly Pick<CartItem, 'type'>[]): ConfirmLabelKey {
  if (items.some((item) => item.type === 'reservation')) return 'confirm.booking';
  if (items.length > 0 && items.every((item) => item.type === 'subscription')) {
    return 'confirm.subscription';
  }
  return 'confirm.order';
}
