import type { Cart } from '@storefront/contracts';
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
    language,
    page,
    request,
    shopper,
    t,
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
    // A cash order is not paid yet: the page says it is payable on delivery, or for a booking at
    // the appointment (issue 20, item 4; docs/product/screens.md).
    await expect(
      page.getByText(
        kind === 'reservation'
          ? t('Payable at your appointment: you pay in cash when you arrive.')
          : t('Payable on delivery: you pay in cash when you receive your order.'),
      ),
    ).toBeVisible();
    await expect(page.getByText(t('Paid: your payment has been received.'))).toHaveCount(0);
    // Each line names what was bought, in the page's language (docs/product/screens.md).
    const shown = await request.get(`/api/app/cart/${cart.id}`, {
      headers: {
        __tenant: 'demo',
        authorization: `Bearer ${await checkout.accessToken()}`,
        'accept-language': language,
      },
      params: { allowNonPending: 'true' },
    });
    const [line] = ((await shown.json()) as Cart).cartItems;
    const details = page.getByTestId('line-details');
    expect(line?.priceName).toBeTruthy();
    await expect(details.getByText(line?.priceName ?? '', { exact: true })).toBeVisible();
    if (kind === 'subscription') {
      await expect(details.getByText(t('Renews every month'), { exact: true })).toBeVisible();
    }
    if (kind === 'reservation') {
      const names = line?.providerNames ?? [];
      expect(names).toHaveLength(1);
      await expect(
        details.getByText(t('With {{names}}', { names: names.join('') }), { exact: true }),
      ).toBeVisible();
    }
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
