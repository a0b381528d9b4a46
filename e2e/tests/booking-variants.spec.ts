import { catalogSeedIds } from '@storefront/api/seed';
import { expect, test } from '../fixtures/checkout-test.ts';
import type { CheckoutTexts } from '../fixtures/checkout-texts.ts';
import { uniqueMobileNumber } from '../fixtures/unique-mobile-number.ts';
import { WidgetPage } from '../pages/widget-page.ts';

const { products } = catalogSeedIds;

/** What a reservation variant asks of the shopper besides a time (docs/product/demo-data.md). */
interface Variant {
  /** The screens' name. */
  name: string;
  productId: string;
  /** The refusal of an add with no time yet. */
  missingSlot: 'Choose a time for your booking.' | 'Choose a day for your booking.';
  /** The rest of the choice, once the calendar shows the first day with free times. */
  choose: (widget: WidgetPage, t: CheckoutTexts) => Promise<void>;
  /** Set before the calendar shows (geofenced providers). */
  locate?: boolean;
}

const firstTime = async (widget: WidgetPage) => {
  // The calendar opens on the first day with free times: its times are shown at once.
  await widget.slots.first().check();
  await widget.settled();
};

const variants: Variant[] = [
  {
    name: 'provider-choice',
    productId: products.massage,
    missingSlot: 'Choose a time for your booking.',
    choose: firstTime,
  },
  {
    name: 'full-day',
    productId: products.chalet,
    missingSlot: 'Choose a day for your booking.',
    choose: async (widget, t) => {
      await widget.availableDays.first().click();
      await widget.settled();
      // A full day is not "a time".
      await expect(widget.page.getByText(t.key('widget.freeAllDay'))).toBeVisible();
      await expect(widget.page.getByText(t.key('widget.providersFree_one'))).toHaveCount(0);
    },
  },
  {
    name: 'variable-duration',
    productId: products.meetingRoom,
    missingSlot: 'Choose a time for your booking.',
    choose: async (widget, t) => {
      await widget.availableDays.first().click();
      await firstTime(widget);
      const end = widget.page.getByLabel(t('End time'));
      await end.selectOption({ index: (await end.locator('option').count()) - 1 });
      await widget.settled();
    },
  },
  {
    name: 'geofenced-provider-count',
    productId: products.carWash,
    missingSlot: 'Choose a time for your booking.',
    locate: true,
    choose: firstTime,
  },
  {
    name: 'names-without-choice-deposit-required-field',
    productId: products.photoshoot,
    missingSlot: 'Choose a time for your booking.',
    choose: async (widget, t) => {
      await firstTime(widget);
      const occasion = widget.page.getByRole('combobox', { name: /Occasion|المناسبة/ });
      await occasion.selectOption({ index: 1 });
      await expect(widget.page.getByText(t('Deposit due now'))).toBeVisible();
    },
  },
];

// Issue 20, deliverable 1: every reservation variant of the demo tenant can be added to the cart,
// in both languages, and axe finds nothing on any state of the booking widget.
test.describe('every reservation variant books', () => {
  for (const variant of variants) {
    test(`${variant.name}: refused without a time (the widget stays usable), then added`, async ({
      page,
      t,
      verifyScreen,
    }) => {
      const widget = new WidgetPage(page, t);
      await widget.open(variant.productId);
      await widget.settled();
      if (variant.locate === true) {
        // Olaya, Riyadh: inside the washers' area.
        await page.getByRole('textbox', { name: t('Latitude') }).fill('24.7136');
        await page.getByRole('textbox', { name: t('Longitude') }).fill('46.6753');
        await widget.button('Use this point').click();
        await widget.settled();
      }
      await expect(widget.availableDays.first()).toBeVisible();
      await verifyScreen(`booking-${variant.name}-open`);

      await widget.addToCart.click();
      await expect(
        page.getByRole('alert').filter({ hasText: t(variant.missingSlot) }),
      ).toBeVisible();
      // No refusal locks the widget: no "Try Again", the shopper chooses and adds.
      await expect(widget.button('Try Again')).toHaveCount(0);
      await expect(widget.addToCart).toBeEnabled();
      await verifyScreen(`booking-${variant.name}-refused`);

      await variant.choose(widget, t);
      await expect(page.getByText(t(variant.missingSlot))).toHaveCount(0);
      await verifyScreen(`booking-${variant.name}-chosen`);
      await widget.addToCart.click();
      await widget.expectAdded();
      await verifyScreen(`booking-${variant.name}-added`);
    });
  }

  test('quantity: a time that has no room for more is said, the add-on stays priced, and no empty month is suggested', async ({
    page,
    t,
    verifyScreen,
  }) => {
    const widget = new WidgetPage(page, t);
    await widget.open(products.massage);
    await widget.settled();
    await firstTime(widget);
    await page.getByRole('checkbox', { name: /Hot stones|أحجار ساخنة/ }).check();
    await widget.settled();
    await expect(widget.amounts).toContainText(/250\.00/);

    await widget.button('Increase quantity').click();
    await widget.settled();
    // Each massage slot has one place: two fit nowhere (the seeded capacity), and the widget says
    // how many places the chosen time still has (issue 20, deliver 6).
    const two = new Intl.PluralRules(t.language).select(2);
    await expect(
      page.getByRole('alert').filter({ hasText: t.key('widget.notEnoughPlaces', { places: 1 }) }),
    ).toBeVisible();
    await expect(widget.amounts).toContainText(/500\.00/);
    await expect(
      page.getByText(t.key(`widget.noAvailabilityAhead_${two}`, { count: 2 })),
    ).toBeVisible({ timeout: 15_000 });
    // Not "Try the next month": no month ahead has room for two.
    await expect(page.getByRole('button', { name: /Show free times|اعرض الأوقات/ })).toHaveCount(0);
    await verifyScreen('booking-quantity-no-room');

    // Back to one: the times return and the shopper books.
    await widget.button('Decrease quantity').click();
    await widget.settled();
    await firstTime(widget);
    await widget.addToCart.click();
    await widget.expectAdded();
  });

  test('a signed-in shopper is offered their saved locations for the car wash, named by description', async ({
    page,
    request,
    t,
    api,
    verifyScreen,
  }) => {
    // A new shopper with a saved location in Riyadh, signed in on the widget's origin. (Not the
    // demo customer: other specs sign them in too, and the per-number code limit would refuse.)
    const { tokens } = await api.signIn('demo', uniqueMobileNumber().e164);
    const savedLocation = await request.post('/api/app/customer-locations', {
      headers: { __tenant: 'demo', Authorization: `Bearer ${tokens.access_token}` },
      data: { longitude: 46.6753, latitude: 24.7136, description: 'المنزل', type: 'home' },
    });
    expect(savedLocation.ok()).toBe(true);
    await page.addInitScript(
      (pair) => {
        localStorage.setItem('access_token', pair.access);
        localStorage.setItem('refresh_token', pair.refresh);
        localStorage.setItem('token_refreshed_at', String(Date.now()));
      },
      { access: tokens.access_token, refresh: tokens.refresh_token },
    );
    const widget = new WidgetPage(page, t);
    await widget.open(products.carWash);
    await widget.settled();
    const saved = page.getByRole('combobox', { name: t('Saved location') });
    await expect(saved.locator('option', { hasText: 'المنزل' })).toHaveCount(1);
    await saved.selectOption({ label: 'المنزل' });
    await widget.settled();
    await expect(page.getByText(t.key('widget.locationSet', { point: 'المنزل' }))).toBeVisible();
    await expect(page.getByText(/24\.71\d*, 46\.6/)).toHaveCount(0);
    await expect(widget.availableDays.first()).toBeVisible();
    await verifyScreen('booking-saved-location');
    await firstTime(widget);
    await widget.addToCart.click();
    await widget.expectAdded();
  });
});
