import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../errors/api-error.ts';
import { testCorsOrigin } from '../../testing/test-config.ts';
import { addCartItems } from '../carts/add-cart-items.ts';
import { createCart } from '../carts/create-cart.ts';
import { createCartTestContext, type CartTestContext } from '../carts/testing/cart-test-context.ts';
import { allTestProducts, itemOf, priceOf } from '../carts/testing/cart-test-products.ts';
import type { PaymentContext } from './payment-context.ts';
import { startAttempt } from './start-attempt.ts';
import { createFakePaymentProviders } from './testing/fake-payment-providers.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected an ApiError');
}

describe('startAttempt', () => {
  let test: CartTestContext;
  let context: PaymentContext;
  beforeAll(async () => {
    test = await createCartTestContext(allTestProducts);
    context = {
      ...test.context,
      providers: createFakePaymentProviders(),
      publicUrl: 'http://api.test',
      allowedReturnOrigins: [testCorsOrigin],
    };
  }, 60_000);
  afterAll(() => test.close());

  // Issue 21, item 9: the same "out of stock" answered 400 or 409 depending on timing.
  it("answers stock taken between its check and its hold with the check's 400 list, as when it was gone before", async () => {
    const limited = priceOf('limited').id;
    const left = test.catalog.stock.get(limited) ?? 0;
    const caller = await test.customer('+966512300091');
    const cart = await createCart(test.context, caller, 0);
    await addCartItems(test.context, caller, cart.id, [itemOf('limited')], false);
    await test.nameCustomer(cart.id, caller);
    const attempt = (key: string) =>
      startAttempt(context, caller, {
        cartId: cart.id,
        idempotencyKey: key,
        provider: 'moyasar',
        method: 'mada',
        returnUrl: `${testCorsOrigin}/checkout`,
        errorReturnUrl: null,
      });
    // Another order takes the rest just after this attempt's check passed.
    const check = test.catalog.assertInStock.bind(test.catalog);
    const spy = vi.spyOn(test.catalog, 'assertInStock').mockImplementationOnce(async (...args) => {
      await check(...args);
      test.catalog.stock.set(limited, 0);
    });
    try {
      const raced = await failure(attempt('key-raced'));
      const gone = await failure(attempt('key-gone'));
      expect(gone).toMatchObject({ statusCode: 400, code: 'ITEM_NOT_AVAILABLE' });
      expect({ status: raced.statusCode, code: raced.code, ...raced.options }).toEqual({
        status: gone.statusCode,
        code: gone.code,
        ...gone.options,
      });
    } finally {
      spy.mockRestore();
      test.catalog.stock.set(limited, left);
    }
  });
});
