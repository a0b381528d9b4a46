import {
  cartSources,
  paymentMethodCode,
  type CartStatusEvent,
  type PaymentAndTaxSettings,
} from '@storefront/contracts';
import { openCartStatusStream } from '@storefront/sdk';
import { Mismatch, Skip } from '../runner/check-failure.ts';
import type { CartProduct, ConformanceContext, Shopper } from '../runner/conformance-context.ts';
import { expectEqual, expectRefusal } from '../runner/expect.ts';
import { watchStream } from '../runner/stream-watch.ts';

const cash = paymentMethodCode('cash');

/** A cart the shopper can place with cash: one line, the shopper named on it. */
async function cashPayableCart(shopper: Shopper, line: CartProduct) {
  const { carts } = shopper.api;
  const cart = await carts.create(cartSources.website);
  await carts.addItems(cart.id, [
    { productId: line.productId, priceId: line.priceId, quantity: 1 },
  ]);
  const named = await carts.updateCustomer(cart.id, {
    name: 'Conformance Runner',
    mobileNumber: shopper.mobileNumber,
    otpToken: shopper.otpToken,
  });
  if (named.customer?.customerId !== shopper.customerId) {
    throw new Mismatch(
      `the cart's customer ${shopper.customerId}`,
      `${named.customer?.customerId ?? 'none'}`,
    );
  }
  return named;
}

function offersCash(settings: PaymentAndTaxSettings): void {
  if (!settings.paymentMethods.includes('cash')) {
    throw new Skip(
      `the tenant offers no cash (${settings.paymentMethods.join(', ') || 'no methods'})`,
    );
  }
}

/**
 * Placing an order is idempotent per cart (docs/product/api.md, "Completing an order"): a cash
 * order placed twice, or twice at once, answers the same order and makes one, and the placed cart
 * refuses changes with 409 `CART_ALREADY_COMPLETED`. The status stream opened before announces the
 * order. Needs a signed-in shopper and a tenant that takes cash; skipped with the reason otherwise.
 */
export async function submitChecks(context: ConformanceContext): Promise<void> {
  const group = context.run.group('idempotent submit');
  const streams = context.run.group('event streams');
  const { settings, product, shopper } = context;
  const { baseUrl, streamTimeoutMs } = context.options;

  const prepared = await group.after(
    [settings, product, shopper],
    'prepares a cash-payable cart (a line, the signed-in shopper named on it)',
    async (tenant, line, signedIn) => {
      offersCash(tenant);
      const cart = await cashPayableCart(signedIn, line);
      const watch = watchStream<CartStatusEvent>(
        (on) =>
          openCartStatusStream({
            baseUrl,
            tenantId: tenant.tenantId,
            cartId: cart.id,
            getAccessToken: () => signedIn.accessToken,
            fetch: context.fetch,
            onStatus: on.deliver,
            onOpen: on.onOpen,
            onError: on.onError,
          }),
        streamTimeoutMs,
        'status',
      );
      return { cart, watch };
    },
  );

  const opened = await streams.after(
    [prepared],
    'the status stream of the cart opens',
    ({ watch }) => watch.opened(),
  );

  const placed = await group.after(
    [prepared, shopper],
    'placing the cash order answers the completed order',
    async ({ cart }, signedIn) => {
      const order = await signedIn.api.carts.process(cart.id, cash);
      expectEqual('cartId and status', [cart.id, 'completed'], [order.cartId, order.status]);
      return order;
    },
  );

  await streams.after(
    [prepared, opened, placed],
    'the status stream announces the placed order',
    async ({ watch }, _open, order) => {
      try {
        const event = await watch.next((status) => status.status === 'completed');
        expectEqual('the order number', order.orderNumber, event.orderNumber);
      } finally {
        watch.close();
      }
    },
  );

  await group.after(
    [prepared, placed, shopper],
    'placing it again answers the same order',
    async ({ cart }, first, signedIn) => {
      const again = await signedIn.api.carts.process(cart.id, cash);
      expectEqual('the order number', first.orderNumber, again.orderNumber);
    },
  );

  const second = await group.after(
    [prepared, product, shopper],
    'prepares a second cash-payable cart',
    (_first, line, signedIn) => cashPayableCart(signedIn, line),
  );

  await group.after(
    [second, shopper],
    'two submits of a cart at once answer one order',
    async (cart, signedIn) => {
      const [one, two] = await Promise.all([
        signedIn.api.carts.process(cart.id, cash),
        signedIn.api.carts.process(cart.id, cash),
      ]);
      expectEqual('the same order number twice', one.orderNumber, two.orderNumber);
    },
  );

  // Apart from the submits' answers: a backend may answer the same number yet make two orders.
  await group.after(
    [prepared, placed, second, shopper],
    "the customer's orders hold each placed cart once",
    async ({ cart }, _order, secondCart, signedIn) => {
      const orders = await signedIn.api.carts.listOrders({ MaxResultCount: 100 });
      const count = (cartId: string) =>
        orders.items.filter((order) => order.cartId === cartId).length;
      expectEqual('orders of the two carts', [1, 1], [count(cart.id), count(secondCart.id)]);
    },
  );

  await group.after(
    [prepared, placed, product, shopper],
    'a placed cart refuses changes with 409 CART_ALREADY_COMPLETED',
    async ({ cart }, _order, line, signedIn) => {
      await expectRefusal(
        signedIn.api.carts.addItems(cart.id, [
          { productId: line.productId, priceId: line.priceId, quantity: 1 },
        ]),
        { status: 409, code: 'CART_ALREADY_COMPLETED' },
      );
    },
  );
  // Closed here too when the order was never placed (closing twice is harmless).
  if (prepared.passed) prepared.value.watch.close();
}
