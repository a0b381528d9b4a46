import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { Product } from '@storefront/contracts';
import { catalogSeedIds } from '@storefront/api/seed';
import { fieldLabel, priceName, productIn } from '../fixtures/catalogue-texts.ts';
import type { CheckoutTexts } from '../fixtures/checkout-texts.ts';
import type { ConfirmLabel } from './checkout-page.ts';
import type { WidgetPage } from './widget-page.ts';

const { products, prices } = catalogSeedIds;

/** The `demo` tenant's nine products (docs/product/demo-data.md), by a short name. */
export type DemoProduct =
  | 'massage'
  | 'chalet'
  | 'meetingRoom'
  | 'carWash'
  | 'photoshoot'
  | 'coffee'
  | 'pen'
  | 'coffeeClub'
  | 'spaPackage';

/** What a journey expects of the line its choices made. */
export interface ChosenLine {
  productId: string;
  /** The product's name in the page's language. */
  name: string;
  /**
   * What the line must say beyond the name wherever it shows (issue 20, deliver 4): its price
   * option, add-ons, custom fields, provider, subscription period; in the page's language.
   */
  details: (string | RegExp)[];
  /** The checkout's confirm button for the order it makes. */
  confirm: ConfirmLabel;
  /** A deposit is paid at checkout and the balance at the appointment (the Photo Session). */
  deposit?: true;
}

/** Where the widget is when a product's choices are made. */
export interface ChoiceContext {
  widget: WidgetPage;
  t: CheckoutTexts;
  request: APIRequestContext;
  /**
   * The month the booking is made in, counted from this one. Each journey and language books its
   * own month (the last free day and time of it), so journeys running at once never race for a
   * slot, and the months 1–4 the other specs book massages in are left to them.
   */
  month: number;
}

/** The `demo` product id of each short name. */
export const productIds: Readonly<Record<DemoProduct, string>> = {
  massage: products.massage,
  chalet: products.chalet,
  meetingRoom: products.meetingRoom,
  carWash: products.carWash,
  photoshoot: products.photoshoot,
  coffee: products.coffee,
  pen: products.pen,
  coffeeClub: products.coffeeClub,
  spaPackage: products.spaPackage,
};

/** A Riyadh address (docs/product/demo-data.md: the car washers serve central Riyadh). */
const riyadh = { latitude: '24.7136', longitude: '46.6753' };

/** The name engraved on the pen: not the shopper's, so it is found only where the line shows it. */
export const engravedName = 'Lina';

/** `month` months on, the last day with free times, and (when the product has times) its last time. */
async function lastFreeDayAndTime(
  widget: WidgetPage,
  month: number,
  { withTime }: { withTime: boolean },
) {
  await widget.showMonth(month);
  await expect(widget.availableDays.last()).toBeVisible({ timeout: 15_000 });
  await widget.availableDays.last().click();
  await widget.settled();
  if (!withTime) return null;
  await expect(widget.slots.last()).toBeVisible({ timeout: 15_000 });
  await widget.slots.last().check();
  await widget.settled();
  return startTimeOf(widget.slots.last());
}

/** The Arabic-Indic digits, zero to nine. */
const arabicIndicDigits = '٠١٢٣٤٥٦٧٨٩';

/**
 * The start time of a chosen slot (its input's id is `slot-<ISO start in the shop's zone>`), as a
 * pattern a line's time matches: the hour on the 24- or the 12-hour clock, then ":00", in either
 * digit system (which one Arabic uses is issue 20 item 17's decision, not this check's).
 */
async function startTimeOf(slot: Locator): Promise<RegExp> {
  const id = (await slot.getAttribute('id')) ?? '';
  const match = /T(\d{2}):(\d{2})/.exec(id);
  if (!match) throw new Error(`No start time in the slot id "${id}"`);
  const hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  const hours = new Set([String(hour).padStart(2, '0'), String(hour), String(hour % 12 || 12)]);
  const inBoth = (text: string) => [
    text,
    text.replace(/\d/g, (digit) => arabicIndicDigits[Number(digit)] ?? digit),
  ];
  const times = [...hours].flatMap((written) => inBoth(`${written}:${minutes}`));
  return new RegExp(`(?<![0-9٠-٩])(${times.join('|')})`);
}

type Choose = (context: ChoiceContext, product: Product) => Promise<Omit<ChosenLine, 'name'>>;

const reservation = 'Confirm Booking' as const;
const order = 'Complete Order' as const;

/**
 * Each product's choices in its widget, as a shopper makes them: every variant the issue names
 * (provider by name, provider count, full day, variable duration, geofenced, deposit, add-ons,
 * required custom fields) is walked by one of them.
 */
const choices: Readonly<Record<DemoProduct, Choose>> = {
  // Provider chosen by name; hot stones (an add-on).
  async massage({ widget, month, t }, product) {
    const therapist = t.language === 'ar' ? 0 : 1;
    // In a frame just loaded, the first availabilities may start loading between `settled()` and
    // the click, which then meets a radio disabled for the load: choose again once it is enabled.
    await expect(async () => {
      await widget.settled();
      await widget.providers.nth(therapist).check({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await widget.settled();
    const time = await lastFreeDayAndTime(widget, month, { withTime: true });
    await widget.page.locator('#reservation-hotStones').check();
    await widget.settled();
    const provider = product.productProviders[therapist]?.name ?? 'no such provider';
    return {
      productId: products.massage,
      details: [
        priceName(product, prices.massage),
        fieldLabel(product, 'hotStones'),
        provider,
        ...(time ? [time] : []),
      ],
      confirm: reservation,
    };
  },
  // A full-day booking: a day, no time.
  async chalet({ widget, month }, product) {
    await lastFreeDayAndTime(widget, month, { withTime: false });
    return {
      productId: products.chalet,
      details: [priceName(product, prices.chaletDay)],
      confirm: reservation,
    };
  },
  // Variable duration: a start time, then an end time two hours on.
  async meetingRoom({ widget, month }, product) {
    await widget.showMonth(month);
    await widget.availableDays.last().click();
    await widget.settled();
    await widget.slots.first().check();
    await widget.settled();
    const time = await startTimeOf(widget.slots.first());
    await widget.page.locator('#reservation-end').selectOption({ index: 1 });
    await widget.settled();
    return {
      productId: products.meetingRoom,
      details: [priceName(product, prices.meetingRoomHour), time],
      confirm: reservation,
    };
  },
  // Geofenced providers and a provider count: the shopper's location first, no provider choice.
  async carWash({ widget, month, t }, product) {
    const premium = priceName(product, prices.carWashPremium);
    await widget.page.getByRole('radio', { name: premium, exact: true }).check();
    await widget.page
      .getByRole('textbox', { name: t.key('widget.latitude') })
      .fill(riyadh.latitude);
    await widget.page
      .getByRole('textbox', { name: t.key('widget.longitude') })
      .fill(riyadh.longitude);
    await widget.button('Use this point').click();
    await widget.settled();
    const time = await lastFreeDayAndTime(widget, month, { withTime: true });
    return {
      productId: products.carWash,
      details: [premium, ...(time ? [time] : [])],
      confirm: reservation,
    };
  },
  // A deposit, the provider's name shown without a choice, a required custom field (occasion).
  async photoshoot({ widget, month }, product) {
    const time = await lastFreeDayAndTime(widget, month, { withTime: true });
    const occasion = widget.page.locator('#reservation-occasion');
    await occasion.selectOption({ index: 1 });
    await widget.settled();
    const chosen = (await occasion.locator('option:checked').textContent()) ?? '';
    return {
      productId: products.photoshoot,
      details: [
        priceName(product, prices.photoshoot),
        chosen.trim(),
        product.productProviders[0]?.name ?? 'no provider',
        ...(time ? [time] : []),
      ],
      confirm: reservation,
      deposit: true,
    };
  },
  // Two bags of the discounted 500 g, gift-wrapped (an add-on).
  async coffee({ widget }, product) {
    await widget.page.locator(`#price-${prices.coffee500g}`).check();
    await widget.settled();
    await widget.page.locator('#product-giftWrap').check();
    await widget.button('Increase quantity').click();
    await widget.settled();
    return {
      productId: products.coffee,
      details: [priceName(product, prices.coffee500g), fieldLabel(product, 'giftWrap')],
      confirm: order,
    };
  },
  // Limited stock, a required engraving and a gift box once per line.
  async pen({ widget }, product) {
    await widget.page.locator('#product-engraving').fill(engravedName);
    await widget.page.locator('#product-giftBox').check();
    await widget.settled();
    return {
      productId: products.pen,
      details: [priceName(product, prices.pen), engravedName, fieldLabel(product, 'giftBox')],
      confirm: order,
    };
  },
  // The monthly period, starting on the first day of the month `month` months on.
  async coffeeClub({ widget, month }, product) {
    await widget.page.locator(`#price-${prices.coffeeClubMonthly}`).check();
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, 1));
    await widget.page.locator('#subscription-start').fill(start.toISOString().slice(0, 10));
    await widget.settled();
    return {
      productId: products.coffeeClub,
      details: [priceName(product, prices.coffeeClubMonthly)],
      confirm: 'Confirm Subscription',
    };
  },
  // A package: its one option.
  spaPackage: (_context, product) =>
    Promise.resolve({
      productId: products.spaPackage,
      details: [priceName(product, prices.spaPackage)],
      confirm: order,
    }),
};

/** The widget's button that adds the product: "Subscribe" for a subscription. */
export const addButtonOf = (product: DemoProduct): 'Subscribe' | 'Add to cart' =>
  product === 'coffeeClub' ? 'Subscribe' : 'Add to cart';

/**
 * Makes `product`'s choices in its open widget and returns what its line must say; the product's
 * texts are read from the API in the page's language.
 */
export async function makeChoices(
  product: DemoProduct,
  context: ChoiceContext,
): Promise<ChosenLine> {
  const read = await productIn(context.request, context.t.language, productIds[product]);
  const line = await choices[product](context, read);
  return { ...line, name: read.name };
}
