import { catalogSeedIds } from '@storefront/api/seed';
import { quantityRefusalMessage } from '@storefront/contracts';
import { expect, test } from '../fixtures/checkout-test.ts';
import { lastFreeSlot, therapistOf } from '../fixtures/massage-slots.ts';
import { WidgetPage } from '../pages/widget-page.ts';
import { orderedThroughApi } from '../pages/ordered-through-api.ts';

const { products, prices } = catalogSeedIds;

// Booking, buying and subscribing, from the demo shop that mounts these widgets: shop.spec.ts.

test.describe('storefront widgets', () => {
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
    await widget.chooseSlot(therapist.index, 2, slot);

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
    await orderedThroughApi(api, shopper, other);

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

  test('a quantity above the stock says how many are left, not lowered silently (issue 20, deliver 6)', async ({
    page,
    t,
    language,
    verifyScreen,
  }) => {
    const widget = new WidgetPage(page, t);
    await widget.open(products.pen);
    await widget.settled();
    const quantity = page.getByRole('spinbutton', { name: t('Quantity') });
    await quantity.fill('9999');
    // The stock other specs leave: the field now holds it, and the widget says so.
    await expect(quantity).not.toHaveValue('9999');
    const left = Number(await quantity.inputValue());
    expect(left).toBeGreaterThan(0);
    await expect(
      page.getByRole('status').filter({
        hasText: quantityRefusalMessage('NOT_ENOUGH_STOCK', left, language),
      }),
    ).toBeVisible();
    await verifyScreen('widget-only-n-left');
  });

  test("a widget of a product the store does not have leads back to the store's shop", async ({
    page,
    t,
    verifyScreen,
  }) => {
    const query = new URLSearchParams({
      tenant: 'demo',
      product: '00000000-0000-4000-8000-000000000000',
      lang: t.language,
    });
    await page.goto(`/widget.html?${query.toString()}`);
    await expect(page.getByRole('heading', { name: t('Something Went Wrong') })).toBeVisible({
      timeout: 20_000,
    });
    await verifyScreen('widget-unknown-product');
    await page.getByRole('link', { name: t('Back to store') }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/shop.html' &&
        url.searchParams.get('tenant') === 'demo' &&
        url.searchParams.get('lang') === t.language,
    );
  });

  test('a subscription start in the past is refused with its reason, by the widget and the API, and kept as typed', async ({
    page,
    t,
    api,
    request,
    language,
    verifyScreen,
  }) => {
    const widget = new WidgetPage(page, t);
    await widget.open(products.coffeeClub);
    await widget.settled();
    const start = page.locator('#subscription-start');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const reason = t.key('validation.startDate.past');
    await start.fill(yesterday);
    // Never silently replaced by today.
    await expect(start).toHaveValue(yesterday);
    await expect(page.getByText(reason)).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await verifyScreen('widget-subscription-start-past');
    await widget.button('Subscribe').click();
    await expect(start).toBeFocused();

    // The API refuses it too, with the same reason in the request's language.
    const cart = await api.createCart('demo');
    const refused = await request.post(`/api/app/cart/cart-items/${cart.id}`, {
      headers: { __tenant: 'demo', 'accept-language': language },
      data: [
        {
          productId: products.coffeeClub,
          priceId: prices.coffeeClubMonthly,
          quantity: 1,
          subscriptionStartDate: `${yesterday}T00:00:00+03:00`,
        },
      ],
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: reason },
    });

    // Not locked: today goes through.
    await start.fill(today);
    await expect(page.getByText(reason)).toHaveCount(0);
    await widget.settled();
    await widget.button('Subscribe').click();
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
