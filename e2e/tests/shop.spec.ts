import { catalogSeedIds } from '@storefront/api/seed';
import { expect, test } from '../fixtures/checkout-test.ts';
import { lastFreeSlot, monthRange, therapistOf } from '../fixtures/massage-slots.ts';
import { ShopPage } from '../pages/shop-page.ts';
import { tabTo } from '../pages/tab-to.ts';

const { products, prices } = catalogSeedIds;

/** The cart id of a checkout address. */
const cartIdOf = (url: string) => new URL(url, 'http://x').searchParams.get('cartId') ?? '';

test.describe('demo shop', () => {
  test('lists the products of all four types, each leading to its widget', async ({
    page,
    t,
    verifyScreen,
  }) => {
    const shop = new ShopPage(page, t);
    await shop.open();
    // The product sections (the legal details' footer has a heading of its own, outside main).
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
      t('Bookings'),
      t('Products'),
      t('Subscriptions'),
      t('Packages'),
    ]);
    // The demo tenant's nine products (docs/product/demo-data.md), in display order.
    const demoProducts = [
      products.massage,
      products.chalet,
      products.meetingRoom,
      products.carWash,
      products.photoshoot,
      products.coffee,
      products.pen,
      products.coffeeClub,
      products.spaPackage,
    ];
    await expect(shop.productLinks).toHaveCount(demoProducts.length);
    for (const productId of demoProducts) {
      await expect(shop.productLink(productId)).toHaveAttribute(
        'href',
        `/shop.html?tenant=demo&lang=${t.language}&product=${productId}`,
      );
    }
    await expect(shop.cartButton(0)).toBeEnabled();
    await verifyScreen('shop');
  });

  test('books a massage with a chosen therapist, an add-on and a custom field, then pays cash from the drawer', async ({
    page,
    t,
    api,
    checkout,
    shopper,
    verifyScreen,
  }, testInfo) => {
    // The whole way from the shop to a paid order: longer than one screen's test.
    test.slow();
    const therapist = therapistOf(testInfo.parallelIndex);
    const slot = await lastFreeSlot(api, therapist.id, 1);
    const shop = new ShopPage(page, t);
    await shop.open();
    const widget = await shop.openProduct(products.massage);
    await verifyScreen('shop-reservation');

    await widget.chooseSlot(therapist.index, 1, slot);
    await page.locator('#reservation-hotStones').check();
    await page.locator('#reservation-pressure').selectOption('medium');
    await widget.settled();
    // 200 SAR the hour and 50 SAR of hot stones.
    await expect(widget.amounts).toContainText('250');
    await verifyScreen('shop-reservation-chosen');

    await widget.addToCart.click();
    const widgetCheckoutUrl = await widget.expectAdded();
    await expect(shop.cartButton(1)).toBeVisible();
    await verifyScreen('shop-reservation-added');

    const drawer = await shop.openCart(1);
    await expect(drawer).toContainText(t('Your cart'));
    await expect(shop.checkoutLink).toHaveAttribute('href', widgetCheckoutUrl);
    await verifyScreen('shop-cart-drawer');
    await shop.checkoutLink.click();
    await checkout.waitUntilReady();
    await checkout.identify(shopper);
    await checkout.paymentMethod('Cash on delivery').check();
    await checkout.terms.check();
    const { orderNumber } = await checkout.confirmAndExpectOrder('Confirm Booking');
    const cart = await api.getCart('demo', cartIdOf(page.url()), await checkout.accessToken());
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

  test('buys two bags of coffee, and the drawer shows them', async ({
    page,
    t,
    api,
    verifyScreen,
  }) => {
    const shop = new ShopPage(page, t);
    await shop.open();
    const widget = await shop.openProduct(products.coffee);
    // The 1 kg bag is out of stock: shown, not choosable.
    await expect(page.locator(`#price-${prices.coffee1kg}`)).toBeDisabled();
    await expect(page.getByText(t('Out of stock'))).toBeVisible();
    await verifyScreen('shop-merchandise');

    await widget.button('Increase quantity').click();
    await widget.settled();
    await expect(page.locator('#product-quantity')).toHaveValue('2');
    await expect(widget.amounts).toContainText('90');
    await widget.addToCart.click();
    const checkoutUrl = await widget.expectAdded();

    const cart = await api.getCart('demo', cartIdOf(checkoutUrl));
    expect(cart.cartItems).toEqual([
      expect.objectContaining({
        productId: products.coffee,
        priceId: prices.coffee250g,
        quantity: 2,
      }),
    ]);
    const drawer = await shop.openCart(1);
    await expect(drawer.getByTestId('line-quantity')).toHaveText('2');
  });

  test('subscribes from the first day of next month', async ({ page, t, api, verifyScreen }) => {
    const shop = new ShopPage(page, t);
    await shop.open();
    const widget = await shop.openProduct(products.coffeeClub);
    // The shop's today (Asia/Riyadh).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    await expect(page.locator('#subscription-start')).toHaveValue(today);
    await verifyScreen('shop-subscription');

    const nextMonth = monthRange(1).startDate;
    await page.locator('#subscription-start').fill(nextMonth);
    await widget.settled();
    await widget.button('Subscribe').click();
    const checkoutUrl = await widget.expectAdded();
    const cart = await api.getCart('demo', cartIdOf(checkoutUrl));
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({
      productId: products.coffeeClub,
      priceId: prices.coffeeClubMonthly,
    });
    expect(cart.cartItems[0]?.subscriptionStartDate?.slice(0, 10)).toBe(nextMonth);
    await expect(shop.cartButton(1)).toBeVisible();
  });

  test('a booking is made from the shop with the keyboard alone, up to the checkout', async ({
    page,
    t,
    api,
    checkout,
  }, testInfo) => {
    test.slow();
    const therapist = therapistOf(testInfo.parallelIndex);
    const slot = await lastFreeSlot(api, therapist.id, 3);
    const shop = new ShopPage(page, t);
    await shop.open();
    await tabTo(page, shop.productLink(products.massage));
    await page.keyboard.press('Enter');
    const widget = await shop.productOpened(products.massage);

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

    await tabTo(page, shop.cartButton(1));
    await page.keyboard.press('Enter');
    await expect(shop.drawer).toBeVisible();
    await tabTo(page, shop.checkoutLink);
    await page.keyboard.press('Enter');
    await checkout.waitUntilReady();
    await expect(page).toHaveURL(/\/\?tenant=demo&cartId=/);
  });

  test('without a tenant it says so in the page language', async ({ page, t }) => {
    await page.goto(`/shop.html?lang=${t.language}`);
    await expect(page.getByRole('alert')).toContainText(t.key('errors.TENANT_NOT_PROVIDED'));
  });
});
