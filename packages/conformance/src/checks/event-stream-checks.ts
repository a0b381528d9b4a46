import { cartSources, type Cart } from '@storefront/contracts';
import { openCartStream } from '@storefront/sdk';
import type { ConformanceContext } from '../runner/conformance-context.ts';
import { expectEqual } from '../runner/expect.ts';
import { watchStream } from '../runner/stream-watch.ts';

/**
 * The cart event stream (docs/product/event-streams.md): opened on a guest's cart, a change of the
 * cart delivers a `cartUpdated` event with that cart, as the schema says, within the timeout.
 * (The status stream is checked with the order it announces, in the submit checks.)
 */
export async function eventStreamChecks(context: ConformanceContext): Promise<void> {
  const group = context.run.group('event streams');
  const { carts } = context.api;
  const { baseUrl, streamTimeoutMs } = context.options;

  await group.after(
    [context.settings, context.product],
    'the cart stream delivers a cartUpdated event when the cart changes',
    async ({ tenantId }, line) => {
      const cart = await carts.create(cartSources.website);
      const watch = watchStream<Cart>(
        (on) =>
          openCartStream({
            baseUrl,
            tenantId,
            cartId: cart.id,
            fetch: context.fetch,
            onCartUpdated: on.deliver,
            onOpen: on.onOpen,
            onError: on.onError,
          }),
        streamTimeoutMs,
        'cartUpdated',
      );
      try {
        await watch.opened();
        await carts.addItems(cart.id, [
          { productId: line.productId, priceId: line.priceId, quantity: 1 },
        ]);
        const event = await watch.next(
          (updated) => updated.id === cart.id && updated.cartItems.length > 0,
        );
        expectEqual(
          'the cart with its new line',
          [cart.id, line.priceId],
          [event.id, event.cartItems[0]?.priceId],
        );
      } finally {
        watch.close();
      }
    },
  );
}
