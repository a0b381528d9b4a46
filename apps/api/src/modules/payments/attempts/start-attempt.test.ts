import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCorsOrigin } from '../../../testing/test-config.ts';
import { addCartItems } from '../../carts/lines/add-cart-items.ts';
import { createCart } from '../../carts/create-cart.ts';
import {
  createCartTestContext,
  type CartTestContext,
} from '../../carts/testing/cart-test-context.ts';
import { allTestProducts, itemOf, priceOf } from '../../carts/testing/cart-test-products.ts';
import type { PaymentContext } from '../payment-context.ts';
import { startAttempt } from './start-attempt.ts';
import { createFakePaymentProviders } from '../testing/fake-payment-providers.ts';
import { takeStockAfterCheck } from '../../carts/testing/take-stock-after-check.ts';
import { apiFailure } from '../../../testing/api-failure.ts';

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
    const restore = takeStockAfterCheck(test, priceOf('limited').id);
    try {
      const raced = await apiFailure(attempt('key-raced'));
      const gone = await apiFailure(attempt('key-gone'));
      expect(gone).toMatchObject({ statusCode: 400, code: 'ITEM_NOT_AVAILABLE' });
      expect({ status: raced.statusCode, code: raced.code, ...raced.options }).toEqual({
        status: gone.statusCode,
        code: gone.code,
        ...gone.options,
      });
    } finally {
      restore();
    }
  });
});
