import { expect, test } from '../fixtures/checkout-test.ts';
import type { CartKind } from '../fixtures/cart-factory.ts';
import type { ConfirmLabel } from '../pages/checkout-page.ts';

/** The order types and the confirm button each gets (docs/product/screens.md). */
const orders: { kind: Exclude<CartKind, 'empty'>; confirm: ConfirmLabel }[] = [
  { kind: 'reservation', confirm: 'Confirm Booking' },
  { kind: 'merchandise', confirm: 'Complete Order' },
  { kind: 'subscription', confirm: 'Confirm Subscription' },
];

const notes = 'Please call when you arrive.';

for (const { kind, confirm } of orders) {
  test(`a ${kind} cart is checked out with cash after a one-time code, with a coupon and notes`, async ({
    api,
    carts,
    checkout,
    shopper,
    verifyScreen,
  }) => {
    const cart = await carts.create(kind);
    await checkout.open({ tenant: 'demo', cartId: cart.id });
    await checkout.waitUntilReady();
    await expect(checkout.confirmButton(confirm)).toBeVisible();
    await verifyScreen(kind === 'merchandise' ? 'checkout-form' : `checkout-${kind}`);

    await checkout.identify(shopper);
    await checkout.paymentMethod('Cash on delivery').check();
    await checkout.applyCoupon('WELCOME10');
    await expect(checkout.removeDiscount).toBeVisible();
    await checkout.orderNotes.fill(notes);
    await checkout.terms.check();
    await verifyScreen(`checkout-${kind}-filled`);

    const { orderNumber, paymentMethod } = await checkout.confirmAndExpectOrder(confirm);
    expect(paymentMethod).toBe('1');
    await verifyScreen(kind === 'merchandise' ? 'order-confirmed' : `order-confirmed-${kind}`);

    // The server made the order from what the page sent: customer, coupon, notes, cash.
    const completed = await api.getCart('demo', cart.id, await checkout.accessToken());
    expect(completed).toMatchObject({
      status: 'completed',
      orderNumber,
      couponCode: 'WELCOME10',
      notes,
      customer: { name: shopper.name, mobileNumber: shopper.mobile.e164 },
    });
    expect(completed.discountAmount).toBeGreaterThan(0);
  });
}
