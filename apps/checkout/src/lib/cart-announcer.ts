import type { Announce, CartAnnouncement, SdkEvents } from '@storefront/sdk';

/**
 * Turns the cart flow's announcements into the SDK events of docs/product/flows.md on the page's
 * emitter, which the host bridge forwards. `cartError` carries the cart id (the last one
 * announced, else `initialCartId`) and `retryCount`, counted as the flow's `error` state counts
 * (a refused event, `INVALID_STATE`, is announced without being counted).
 *
 * @example
 * const announce = cartAnnouncer(sdk.events, params.cartId);
 */
export function cartAnnouncer(
  events: Pick<SdkEvents, 'emit'>,
  initialCartId: string | null,
): Announce<CartAnnouncement> {
  let cartId = initialCartId;
  let retryCount = 0;
  return (announcement) => {
    if ('cart' in announcement) cartId = announcement.cart.id;
    switch (announcement.type) {
      case 'cartCreated':
      case 'cartUpdated':
      case 'customerUpdated':
        events.emit(announcement.type, { cart: announcement.cart });
        break;
      case 'itemsAdded':
        events.emit('itemsAdded', { cart: announcement.cart, items: announcement.items });
        break;
      case 'itemsUpdated':
        events.emit('itemsUpdated', { cart: announcement.cart, items: announcement.items });
        break;
      case 'itemsRemoved':
        events.emit('itemsRemoved', { cart: announcement.cart, itemIds: announcement.itemIds });
        break;
      case 'couponUpdated':
        events.emit('couponUpdated', {
          cart: announcement.cart,
          couponCode: announcement.code === '' ? null : announcement.code,
        });
        break;
      case 'cartCompleted':
        events.emit('cartCompleted', {
          cartId: announcement.cartId,
          orderNumber: announcement.orderNumber === '' ? null : announcement.orderNumber,
        });
        break;
      case 'cartError': {
        const { error } = announcement;
        if (error.eventType === undefined) retryCount += 1;
        events.emit('cartError', { cartId, code: error.code, message: error.message, retryCount });
        break;
      }
    }
  };
}
