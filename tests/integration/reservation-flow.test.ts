import { cartSources, priceAmountSchema, type Product } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../apps/api/src/testing/build-test-app.ts';
import type { ReservationAnnouncement } from '../../packages/sdk/src/machines/reservation-announcement.ts';
import { reservationEffectActors } from '../../packages/sdk/src/machines/reservation-effects.ts';
import { reservationMachine } from '../../packages/sdk/src/machines/reservation-machine.ts';
import type { ReservationMachineEvent } from '../../packages/sdk/src/machines/reservation-machine-event.ts';
import { reservationResourceEffects } from '../../packages/sdk/src/machines/reservation-resource-effects.ts';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk, type TestSdk } from './testing/create-test-sdk.ts';
import { signInWithSdk } from './testing/sign-in-with-sdk.ts';

const { products, prices, providers } = catalogSeedIds;

/** Inside the central Riyadh washer's area, and Jeddah, outside both washers' areas. */
const riyadh = { id: null, latitude: 24.7136, longitude: 46.6753, description: null, type: null };
const jeddah = { id: null, latitude: 21.5433, longitude: 39.1728, description: null, type: null };

// The reservation flow (spec section 4) against the reference API, through the SDK's resources
// (reservationResourceEffects): availabilities, prices, the add to a real cart, and the errors the
// API gives it.
describe('the reservation flow against the reference API', () => {
  let test: TestApp;
  let sdk: TestSdk;

  beforeAll(async () => {
    test = await buildTestApp();
    sdk = createTestSdk(createInjectFetch(test.app));
  }, 60_000);
  afterAll(() => test.close());

  async function startBooking(product: Product) {
    const cart = await sdk.api.carts.create(cartSources.website);
    const announced: ReservationAnnouncement[] = [];
    const effects = reservationResourceEffects(sdk.api, {
      addToCart: ({ item }, signal) => sdk.api.carts.addItems(cart.id, [item], { signal }),
    });
    const actor = createActor(
      reservationMachine.provide({ actors: reservationEffectActors(effects) }),
      {
        input: {
          product,
          announce: (announcement) => void announced.push(announcement),
          now: () => test.clock.now().getTime(),
          language: 'en',
        },
      },
    ).start();
    const settled = async (event?: ReservationMachineEvent) => {
      if (event) actor.send(event);
      return waitFor(
        actor,
        (state) =>
          !state.matches('initializing') &&
          !state.matches('fetchingAvailabilities') &&
          !state.matches('updatingAmounts') &&
          !state.matches('addingToCart'),
      );
    };
    return { actor, announced, settled, cartId: cart.id };
  }

  it('books a massage with the chosen therapist and an add-on, priced as the API prices it', async () => {
    const massage = await sdk.api.products.getForCheckout(products.massage);
    const booking = await startBooking(massage);
    const first = await booking.settled();
    expect(first.value).toBe('idle');
    // The first therapist is chosen by default, and the month of the API's clock is shown.
    expect(first.context.selectedProviderIds).toEqual([providers.noura]);
    const slots = first.context.availabilities?.slots ?? [];
    const both = slots.find(
      (slot) =>
        slot.availableProviderIds.includes(providers.noura) &&
        slot.availableProviderIds.includes(providers.huda),
    );
    if (!both) throw new Error('No slot with both therapists free');

    await booking.settled({ type: 'SELECT_SLOT', slot: { from: both.from, to: both.to } });
    const chosen = await booking.settled({
      type: 'CHANGE_PROVIDER_IDS',
      providerIds: [providers.huda],
    });
    expect(chosen.context.selectedSlot).toEqual({ from: both.from, to: both.to });
    const priced = await booking.settled({ type: 'SET_ADDONS', addOns: { hotStones: 'true' } });
    const apiAnswer = await test.app.inject({
      method: 'GET',
      url: '/api/app/reservation-v2/price-amount',
      query: {
        priceId: prices.massage,
        from: both.from,
        to: both.to,
        quantity: '1',
        providersIds: providers.huda,
        providerCount: '1',
        'CustomFields[hotStones]': 'true',
      },
      headers: { __tenant: 'demo' },
    });
    expect(priced.context.amount).toEqual(priceAmountSchema.parse(apiAnswer.json()));
    expect(priced.context.amount).toMatchObject({ totalPrice: 250 });

    await booking.settled({ type: 'SET_CUSTOM_FIELDS', customFields: { pressure: 'firm' } });
    const ready = await booking.settled({ type: 'ADD_TO_CART' });
    expect(ready.value).toBe('reservationReady');
    const cart = await sdk.api.carts.get(booking.cartId);
    expect(cart.cartItems).toEqual([
      expect.objectContaining({
        productId: products.massage,
        providersIds: [providers.huda],
        customFields: { hotStones: 'true', pressure: 'firm' },
      }),
    ]);
    expect(booking.announced.map((event) => event.type)).toContain('reservationReady');
    booking.actor.stop();
  });

  it('refuses a slot someone else booked meanwhile with INVALID_SLOT, then shows the slots without it', async () => {
    const massage = await sdk.api.products.getForCheckout(products.massage);
    const booking = await startBooking(massage);
    const first = await booking.settled();
    const slot = first.context.availabilities?.slots.find((candidate) =>
      candidate.availableProviderIds.includes(providers.noura),
    );
    if (!slot) throw new Error('No slot for Noura');
    await booking.settled({ type: 'SELECT_SLOT', slot: { from: slot.from, to: slot.to } });
    // Custom fields not yet set are pending (docs/product/validation.md): the add is refused.
    const pending = await booking.settled({ type: 'ADD_TO_CART' });
    expect(pending.context.error).toMatchObject({ code: 'VALIDATION_ERROR', status: null });
    await booking.settled({ type: 'RETRY' });
    await booking.settled({ type: 'SELECT_SLOT', slot: { from: slot.from, to: slot.to } });
    await booking.settled({ type: 'SET_CUSTOM_FIELDS', customFields: {} });

    // Another shopper orders the same slot with the same therapist and pays cash.
    const other = await sdk.api.carts.create(cartSources.website);
    await sdk.api.carts.addItems(other.id, [
      {
        productId: products.massage,
        priceId: prices.massage,
        quantity: 1,
        reservationDateFrom: slot.from,
        reservationDateTo: slot.to,
        providersIds: [providers.noura],
        providerCount: 1,
      },
    ]);
    const shopper = await signInWithSdk(sdk, '0551234567');
    await sdk.api.carts.updateCustomer(other.id, {
      name: 'Reem',
      mobileNumber: shopper.mobileNumber,
      otpToken: shopper.otpToken,
    });
    await sdk.api.carts.process(other.id, 1);

    const refused = await booking.settled({ type: 'ADD_TO_CART' });
    expect(refused.value).toBe('error');
    expect(refused.context.error).toMatchObject({
      code: 'INVALID_SLOT',
      message: 'The selected time slot is not available.',
      status: 409,
    });
    const fresh = await booking.settled({ type: 'RETRY' });
    expect(fresh.value).toBe('idle');
    expect(fresh.context.selectedSlot).toBeNull();
    const stillThere = fresh.context.availabilities?.slots.find(
      (candidate) =>
        candidate.from === slot.from && candidate.availableProviderIds.includes(providers.noura),
    );
    expect(stillThere).toBeUndefined();
    booking.actor.stop();
  });

  it('offers a geofenced car wash only inside the washers’ area', async () => {
    const carWash = await sdk.api.products.getForCheckout(products.carWash);
    const booking = await startBooking(carWash);
    await booking.settled();

    const outside = await booking.settled({ type: 'SET_LOCATION', customerLocation: jeddah });
    expect(outside.context.availabilities).toEqual({ isLocationApplicable: false, slots: [] });

    const inside = await booking.settled({ type: 'SET_LOCATION', customerLocation: riyadh });
    expect(inside.context.availabilities?.isLocationApplicable).toBe(true);
    const [slot] = inside.context.availabilities?.slots ?? [];
    if (!slot) throw new Error('No car wash slot in Riyadh');
    await booking.settled({ type: 'SELECT_SLOT', slot: { from: slot.from, to: slot.to } });
    await booking.settled({ type: 'SET_CUSTOM_FIELDS', customFields: {} });
    const ready = await booking.settled({ type: 'ADD_TO_CART' });
    expect(ready.value).toBe('reservationReady');
    expect(ready.context.reservation).toMatchObject({
      customerLocation: { latitude: riyadh.latitude, longitude: riyadh.longitude },
    });
    booking.actor.stop();
  });

  it('says FETCH_AVAILABILITIES_FAILED when the API refuses the availabilities', async () => {
    const massage = await sdk.api.products.getForCheckout(products.massage);
    const booking = await startBooking(massage);
    await booking.settled();
    // A price of another product: the API refuses it.
    const failed = await booking.settled({ type: 'CHANGE_PRICE', priceId: prices.coffee250g });
    expect(failed.value).toBe('error');
    expect(failed.context.error).toMatchObject({
      code: 'FETCH_AVAILABILITIES_FAILED',
      message: 'Failed to fetch availabilities',
    });
    expect(failed.context.error?.status).toBeGreaterThanOrEqual(400);
    booking.actor.stop();
  });
});
