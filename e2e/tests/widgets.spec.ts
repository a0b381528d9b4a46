import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { expect, test } from '../fixtures/checkout-test.ts';
import type { StorefrontApi } from '../fixtures/storefront-api.ts';
import { tabTo } from '../pages/tab-to.ts';
import { WidgetPage } from '../pages/widget-page.ts';

const { products, prices, providers } = catalogSeedIds;

/**
 * Each worker books its own therapist (as the cart factory does), so two workers never race for
 * one slot; the massage's providers are Noura then Huda, in that order on the page.
 */
const therapistOf = (parallelIndex: number) =>
  parallelIndex % 2 === 0 ? { id: providers.noura, index: 0 } : { id: providers.huda, index: 1 };

/** `YYYY-MM-DD` of the first and last day of the month `offset` months from now (UTC). */
function monthRange(offset: number): { startDate: string; endDate: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}

/**
 * The last free massage slot of the therapist in the month `offset` months on: far from the
 * first free slots the other specs book (the cart factory looks 28 days ahead).
 */
async function lastFreeSlot(api: StorefrontApi, therapist: string, offset: number) {
  const { slots } = await api.availabilities('demo', {
    priceId: prices.massage,
    providerIds: [therapist],
    ...monthRange(offset),
  });
  const free = slots.filter((slot) => slot.availableProviderIds.includes(therapist));
  const slot = free.at(-1);
  if (!slot) throw new Error(`No free massage slot ${String(offset)} months on`);
  return { from: slot.from, to: slot.to, date: slot.from.slice(0, 10) };
}

test.describe('storefront widgets', () => {
  test('books a massage with a chosen therapist, an add-on and a custom field, then pays cash', async ({
    page,
    t,
    api,
    checkout,
    shopper,
    verifyScreen,
  }, testInfo) => {
    const therapist = therapistOf(testInfo.parallelIndex);
    const slot = await lastFreeSlot(api, therapist.id, 1);
    const widget = new WidgetPage(page, t);
    await widget.open(products.massage);
    await widget.settled();
    await verifyScreen('widget-reservation');

    await widget.providers.nth(therapist.index).check();
    await widget.settled();
    await widget.showMonth(1);
    await widget.day(slot.date).click();
    await widget.settled();
    await widget.slot(slot.from).check();
    await widget.settled();
    await page.locator('#reservation-hotStones').check();
    await page.locator('#reservation-pressure').selectOption('medium');
    await widget.settled();
    // 200 SAR the hour and 50 SAR of hot stones.
    await expect(widget.amounts).toContainText('250');
    await verifyScreen('widget-reservation-chosen');

    await widget.addToCart.click();
    const checkoutUrl = await widget.expectAdded();
    await verifyScreen('widget-reservation-added');

    await page.goto(checkoutUrl.replace(/lang=\w+/, `lang=${t.language}`));
    await checkout.waitUntilReady();
    await checkout.identify(shopper);
    await checkout.paymentMethod('Cash on delivery').check();
    await checkout.terms.check();
    const { orderNumber } = await checkout.confirmAndExpectOrder('Confirm Booking');
    const cartId = new URL(checkoutUrl, 'http://x').searchParams.get('cartId') ?? '';
    const cart = await api.getCart('demo', cartId, await checkout.accessToken());
    expect(cart).toMatchObject({ status: 'completed', orderNumber });
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({
      productId: products.massage,
      quantity: 1,
      providersIds: [therapist.id],
      customFields: { hotStones: 'true', pressure: 'medium' },
    });
    expect(Date.parse(cart.cartItems[0]?.reservationDateFrom ?? '')).toBe(Date.parse(slot.from));
  });

  test('buys two bags of coffee', async ({ page, t, api, verifyScreen }) => {
    const widget = new WidgetPage(page, t);
    await widget.open(products.coffee);
    await widget.settled();
    // The 1 kg bag is out of stock: shown, not choosable.
    await expect(page.locator(`#price-${prices.coffee1kg}`)).toBeDisabled();
    await expect(page.getByText(t('Out of stock'))).toBeVisible();
    await verifyScreen('widget-merchandise');

    await widget.button('Increase quantity').click();
    await widget.settled();
    await expect(page.locator('#product-quantity')).toHaveValue('2');
    await expect(widget.amounts).toContainText('90');
    await widget.addToCart.click();
    const checkoutUrl = await widget.expectAdded();
    await verifyScreen('widget-merchandise-added');

    const cartId = new URL(checkoutUrl, 'http://x').searchParams.get('cartId') ?? '';
    const cart = await api.getCart('demo', cartId);
    expect(cart.cartItems).toEqual([
      expect.objectContaining({
        productId: products.coffee,
        priceId: prices.coffee250g,
        quantity: 2,
      }),
    ]);
  });

  test('subscribes from the first day of next month', async ({ page, t, api, verifyScreen }) => {
    const widget = new WidgetPage(page, t);
    await widget.open(products.coffeeClub);
    await widget.settled();
    // The shop's today (Asia/Riyadh).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    await expect(page.locator('#subscription-start')).toHaveValue(today);
    await verifyScreen('widget-subscription');

    const nextMonth = monthRange(1).startDate;
    await page.locator('#subscription-start').fill(nextMonth);
    await widget.settled();
    await widget.button('Subscribe').click();
    const checkoutUrl = await widget.expectAdded();
    const cartId = new URL(checkoutUrl, 'http://x').searchParams.get('cartId') ?? '';
    const cart = await api.getCart('demo', cartId);
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({
      productId: products.coffeeClub,
      priceId: prices.coffeeClubMonthly,
    });
    expect(cart.cartItems[0]?.subscriptionStartDate?.slice(0, 10)).toBe(nextMonth);
  });

  test('a slot booked by someone else before the add shows the message and fresh slots', async ({
    page,
    t,
    api,
    shopper,
    verifyScreen,
  }, testInfo) => {
    const therapist = therapistOf(testInfo.parallelIndex);
    const slot = await lastFreeSlot(api, therapist.id, 2);
    const widget = new WidgetPage(page, t);
    await widget.open(products.massage);
    await widget.settled();
    await widget.providers.nth(therapist.index).check();
    await widget.settled();
    await widget.showMonth(2);
    await widget.day(slot.date).click();
    await widget.settled();
    await widget.slot(slot.from).check();
    await widget.settled();

    // Someone else orders the same slot with the same therapist meanwhile.
    const other = await api.createCart('demo');
    await api.addItems('demo', other.id, [
      {
        productId: products.massage,
        priceId: prices.massage,
        quantity: 1,
        reservationDateFrom: slot.from,
        reservationDateTo: slot.to,
        providersIds: [therapist.id],
        providerCount: 1,
      },
    ]);
    const { otpToken, tokens } = await api.signIn('demo', shopper.mobile.e164);
    await api.setCustomer('demo', other.id, {
      name: shopper.name,
      mobileNumber: shopper.mobile.e164,
      otpToken,
      accessToken: tokens.access_token,
    });
    await api.processWithCash('demo', other.id, tokens.access_token);

    await widget.addToCart.click();
    await expect(
      page.getByRole('alert').filter({ hasText: t.key('widget.slotTaken') }),
    ).toBeVisible();
    await widget.settled();
    await expect(widget.slot(slot.from)).toHaveCount(0);
    await verifyScreen('widget-reservation-slot-taken');
  });

  test('a car wash outside the service area is refused with its message', async ({
    page,
    t,
    verifyScreen,
  }) => {
    const widget = new WidgetPage(page, t);
    await widget.open(products.carWash);
    await widget.settled();
    await expect(page.getByText(t.key('widget.locationNeeded'))).toBeVisible();
    await verifyScreen('widget-location-needed');

    // Jeddah: far from both Riyadh washers' areas.
    await page.getByRole('textbox', { name: t('Latitude') }).fill('21.5433');
    await page.getByRole('textbox', { name: t('Longitude') }).fill('39.1728');
    await widget.button('Use this point').click();
    await widget.settled();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: t('Sorry, this location is outside the service area.') }),
    ).toBeVisible();
    await expect(widget.availableDays).toHaveCount(0);
    await verifyScreen('widget-outside-area');
  });

  test('a price that cannot be had says so, and Retry asks again', async ({
    page,
    t,
    verifyScreen,
  }) => {
    let failing = true;
    await page.route('**/api/app/merchandise/price-amount**', async (route) => {
      if (!failing) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Internal error' } }),
      });
    });
    const widget = new WidgetPage(page, t);
    await widget.open(products.pen);
    await expect(page.getByText(t('Failed to update the price amount'))).toBeVisible({
      timeout: 30_000,
    });
    await verifyScreen('widget-price-failed');
    failing = false;
    await widget.button('Retry').click();
    await widget.settled();
    await expect(widget.amounts).toContainText('120');
    // The engraving is required: the add is refused until it is given.
    await widget.addToCart.click();
    await expect(page.getByText(t.key('validation.required'))).toBeVisible();
    await verifyScreen('widget-required-field');
  });

  test('a booking is made with the keyboard alone', async ({ page, t, api }, testInfo) => {
    const therapist = therapistOf(testInfo.parallelIndex);
    const slot = await lastFreeSlot(api, therapist.id, 3);
    const widget = new WidgetPage(page, t);
    await widget.open(products.massage);
    await widget.settled();

    await tabTo(page, widget.providers.nth(0));
    if (therapist.index === 1) await page.keyboard.press('ArrowDown');
    await widget.settled();
    await expect(widget.providers.nth(therapist.index)).toBeChecked();
    for (let step = 0; step < 3; step++) {
      await tabTo(page, widget.button('Next month'));
      await page.keyboard.press('Enter');
      await widget.settled();
    }
    await tabTo(page, widget.day(slot.date));
    await page.keyboard.press('Enter');
    await widget.settled();
    await tabTo(page, widget.slots.first());
    await page.keyboard.press('Space');
    await widget.settled();
    await expect(widget.slots.first()).toBeChecked();
    await tabTo(page, widget.addToCart);
    await page.keyboard.press('Enter');
    await widget.expectAdded();
  });

  test('tells the page that frames it the items added and the cart, so its count', async ({
    page,
    t,
  }) => {
    // A host page on the widget's own origin (the configuration allows no other here): it frames
    // the widget and keeps the messages the widget posts.
    const widgetUrl = `/widget.html?tenant=demo&product=${products.coffee}&lang=${t.language}`;
    await page.route('**/host-shop.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Host shop</title></head><body>
          <iframe title="Product" src="${widgetUrl}" width="640" height="1400"></iframe>
          <script>
            window.hostMessages = [];
            addEventListener('message', (event) => {
              if (event.data && event.data.source === 'storefront-checkout') {
                window.hostMessages.push({ origin: event.origin, type: event.data.type, payload: event.data.payload });
              }
            });
          </script></body></html>`,
      }),
    );
    await page.goto('/host-shop.html');
    const frame = page.frameLocator('iframe');
    const add = frame.getByRole('button', { name: t('Add to cart'), exact: true });
    await expect(add).toBeEnabled({ timeout: 20_000 });
    await add.click();
    await expect(frame.getByText(t('Added to your cart.'))).toBeVisible({ timeout: 20_000 });

    type Message = { origin: string; type: string; payload: { cart?: { cartItems: unknown[] } } };
    const messages = () =>
      page.evaluate(() => (window as unknown as { hostMessages: Message[] }).hostMessages);
    await expect
      .poll(async () => (await messages()).map((message) => message.type))
      .toEqual(
        expect.arrayContaining([
          'price.amountsUpdated',
          'cartCreated',
          'itemsAdded',
          'cartUpdated',
        ]),
      );
    const received = await messages();
    const origin = new URL(page.url()).origin;
    expect(received.every((message) => message.origin === origin)).toBe(true);
    const added = received.find((message) => message.type === 'itemsAdded');
    expect(added?.payload.cart?.cartItems).toHaveLength(1);
  });
});
