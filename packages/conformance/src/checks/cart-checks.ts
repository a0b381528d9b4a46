import { cartSources, type Cart } from '@storefront/contracts';
import { Mismatch } from '../runner/check-failure.ts';
import type { ConformanceContext } from '../runner/conformance-context.ts';
import { expectEqual, expectRefusal } from '../runner/expect.ts';
import { expectCartTotals, expectLine } from './expect-cart-totals.ts';

/**
 * The cart rules (docs/product/api.md, "Cart"): create, add a line, change its quantity, remove
 * it, each answering the whole cart as the schema says (the SDK checks every answer) with totals
 * by the contract's rules; quantities under 1 refused with 400 `VALIDATION_ERROR` naming the field
 * and nothing changed; an unknown cart 404 `CART_NOT_FOUND`.
 */
export async function cartChecks(context: ConformanceContext): Promise<void> {
  const group = context.run.group('cart rules');
  const { carts } = context.api;
  const { product, settings } = context;

  const created = await group.check('creates an empty pending cart', async () => {
    const cart = await carts.create(cartSources.website);
    expectEqual(
      'status, lines and total',
      ['pending', 0, 0],
      [cart.status, cart.cartItems.length, cart.totalAmount],
    );
    return cart;
  });

  const added = await group.after(
    [created, product],
    'adds a line priced by the catalogue',
    async (cart, line) => {
      const answer = await carts.addItems(cart.id, [
        { productId: line.productId, priceId: line.priceId, quantity: 1 },
      ]);
      expectLine(answer, { ...line, quantity: 1 });
      return answer;
    },
  );

  await group.after(
    [added, settings],
    'totals after adding follow the contract',
    (cart, tenant) => {
      expectCartTotals(cart, tenant.taxPercentage);
    },
  );

  const changed = await group.after(
    [added, product],
    "changes the line's quantity to 3",
    async (cart, line) => {
      const id = lineId(cart);
      const answer = await carts.updateItems(cart.id, [{ id, quantity: 3 }]);
      expectLine(answer, { ...line, quantity: 3 });
      return answer;
    },
  );

  await group.after(
    [changed, settings],
    'totals after the change follow the contract',
    (cart, tenant) => {
      expectCartTotals(cart, tenant.taxPercentage);
    },
  );

  const zero = await group.after(
    [added],
    'a quantity of 0 answers 400 VALIDATION_ERROR naming quantity',
    async (cart) => {
      await expectRefusal(carts.updateItems(cart.id, [{ id: lineId(cart), quantity: 0 }]), {
        status: 400,
        code: 'VALIDATION_ERROR',
        member: 'quantity',
      });
    },
  );

  const negative = await group.after(
    [created, product],
    'a negative quantity answers 400 VALIDATION_ERROR naming quantity',
    async (cart, line) => {
      await expectRefusal(
        carts.addItems(cart.id, [
          { productId: line.productId, priceId: line.priceId, quantity: -1 },
        ]),
        { status: 400, code: 'VALIDATION_ERROR', member: 'quantity' },
      );
    },
  );

  await group.after(
    [changed, zero, negative],
    'the refused changes left the cart as it was',
    async (before) => {
      const after = await carts.get(before.id);
      expectEqual('lines (id, quantity)', linesOf(before), linesOf(after));
    },
  );

  const removed = await group.after([changed], 'removes the line', async (cart) => {
    const answer = await carts.removeItems(cart.id, [lineId(cart)]);
    expectEqual('lines', 0, answer.cartItems.length);
    return answer;
  });

  await group.after([removed, settings], 'totals of the emptied cart are 0', (cart, tenant) => {
    expectCartTotals(cart, tenant.taxPercentage);
    expectEqual('subTotal and totalAmount', [0, 0], [cart.subTotal, cart.totalAmount]);
  });

  await group.check('an unknown cart id answers 404 CART_NOT_FOUND', async () => {
    await expectRefusal(carts.get(crypto.randomUUID()), { status: 404, code: 'CART_NOT_FOUND' });
  });
}

function lineId(cart: Cart): string {
  const line = cart.cartItems[0];
  if (!line) throw new Mismatch('a line in the cart', 'no lines');
  return line.id;
}

function linesOf(cart: Cart): string[] {
  return cart.cartItems.map((line) => `${line.id} × ${line.quantity}`);
}
