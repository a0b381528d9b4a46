import { priceAmountSchema, type PriceAmount, type Product } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../apps/api/src/testing/build-test-app.ts';
import type { PriceAnnouncement } from '../../packages/sdk/src/machines/price-announcement.ts';
import { priceEffectActors } from '../../packages/sdk/src/machines/price-effects.ts';
import { priceMachine } from '../../packages/sdk/src/machines/price-machine.ts';
import { priceResourceEffects } from '../../packages/sdk/src/machines/price-resource-effects.ts';
import type { PriceMachineEvent } from '../../packages/sdk/src/machines/price-machine-event.ts';
import type { Resources } from '../../packages/sdk/src/resources/create-resources.ts';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { createTestSdk } from './testing/create-test-sdk.ts';

const { products, prices } = catalogSeedIds;

// The merchandise and subscription price flow (spec section 4) against the reference API: each
// amount it shows is the one the API's price-amount call answers for the same choices.
describe('the price flow against the reference API', () => {
  let test: TestApp;
  let api: Resources;

  beforeAll(async () => {
    test = await buildTestApp();
    api = createTestSdk(createInjectFetch(test.app)).api;
  }, 60_000);
  afterAll(() => test.close());

  /** The API's own answer, asked without the SDK (its query written out by hand). */
  async function apiAmount(path: string, query: Record<string, string>): Promise<PriceAmount> {
    const response = await test.app.inject({
      method: 'GET',
      url: path,
      query,
      headers: { __tenant: 'demo' },
    });
    expect(response.statusCode).toBe(200);
    return priceAmountSchema.parse(response.json());
  }

  function startPriceFlow(product: Product) {
    const announced: PriceAnnouncement[] = [];
    const actor = createActor(
      priceMachine.provide({
        actors: priceEffectActors(priceResourceEffects(api)),
      }),
      {
        input: {
          product,
          announce: (announcement) => void announced.push(announcement),
          // The API's clock: a subscription starts "now" by default.
          now: () => test.clock.now().getTime(),
          language: 'en',
        },
      },
    ).start();
    const priced = async (event?: PriceMachineEvent) => {
      if (event) actor.send(event);
      const snapshot = await waitFor(actor, (state) => !state.matches('updatingAmounts'));
      expect(snapshot.value).toBe('idle');
      return snapshot.context;
    };
    return { actor, announced, priced };
  }

  it('prices seeded merchandise as the API does, and reprices each change', async () => {
    const coffee = await api.products.getForCheckout(products.coffee);
    const flow = startPriceFlow(coffee);
    const path = '/api/app/merchandise/price-amount';

    const first = await flow.priced();
    expect(first.priceId).toBe(prices.coffee250g);
    expect(first.amount).toEqual(
      await apiAmount(path, { PriceId: prices.coffee250g, Quantity: '1' }),
    );
    expect(first.amount).toMatchObject({ totalPrice: 45, totalAfterDiscount: 45 });

    const three = await flow.priced({ type: 'CHANGE_QUANTITY', quantity: 3 });
    expect(three.amount).toEqual(
      await apiAmount(path, { PriceId: prices.coffee250g, Quantity: '3' }),
    );
    expect(three.amount).toMatchObject({ effectiveQuantity: 3, totalPrice: 135 });

    const larger = await flow.priced({ type: 'CHANGE_PRICE', priceId: prices.coffee500g });
    expect(larger.amount).toEqual(
      await apiAmount(path, { PriceId: prices.coffee500g, Quantity: '3' }),
    );
    expect(larger.amount).toMatchObject({ totalPrice: 255, totalAfterDiscount: 237 });

    const wrapped = await flow.priced({ type: 'SET_ADDONS', addOns: { giftWrap: 'true' } });
    const withWrap = await apiAmount(path, {
      PriceId: prices.coffee500g,
      Quantity: '3',
      'CustomFieldValues[giftWrap]': 'true',
    });
    expect(wrapped.amount).toEqual(withWrap);
    expect(withWrap.totalAfterDiscount).toBeGreaterThan(237);

    expect(flow.announced).toEqual(
      [first, three, larger, wrapped].map((context) => ({
        type: 'amountsUpdated',
        amount: context.amount,
      })),
    );
    flow.actor.stop();
  });

  it('prices the seeded subscription from its start date, and reprices each change', async () => {
    const club = await api.products.getForCheckout(products.coffeeClub);
    const flow = startPriceFlow(club);
    const path = '/api/app/subscription/price-amount';
    const now = test.clock.now().toISOString();

    const monthly = await flow.priced();
    expect(monthly.priceId).toBe(prices.coffeeClubMonthly);
    expect(monthly.subscriptionStartDate).toBe(now);
    expect(monthly.amount).toEqual(
      await apiAmount(path, { priceId: prices.coffeeClubMonthly, from: now, quantity: '1' }),
    );
    expect(monthly.amount).toMatchObject({ totalPrice: 99, totalAfterDiscount: 99 });

    const yearly = await flow.priced({ type: 'CHANGE_PRICE', priceId: prices.coffeeClubYearly });
    expect(yearly.amount).toEqual(
      await apiAmount(path, { priceId: prices.coffeeClubYearly, from: now, quantity: '1' }),
    );
    expect(yearly.amount).toMatchObject({ totalPrice: 999, totalAfterDiscount: 899 });

    const two = await flow.priced({ type: 'CHANGE_QUANTITY', quantity: 2 });
    expect(two.amount).toEqual(
      await apiAmount(path, { priceId: prices.coffeeClubYearly, from: now, quantity: '2' }),
    );

    const later = '2030-02-01T00:00:00.000Z';
    const moved = await flow.priced({ type: 'CHANGE_START_DATE', startDate: later });
    expect(moved.amount).toEqual(
      await apiAmount(path, { priceId: prices.coffeeClubYearly, from: later, quantity: '2' }),
    );
    expect(flow.announced).toHaveLength(4);
    flow.actor.stop();
  });

  it('says FETCH_AMOUNT_FAILED when the API refuses the price', async () => {
    const pen = await api.products.getForCheckout(products.pen);
    const flow = startPriceFlow(pen);
    await flow.priced();
    // A price the catalogue does not have: the API refuses it.
    flow.actor.send({ type: 'CHANGE_PRICE', priceId: '00000000-0000-4000-8000-000000000000' });
    const failed = await waitFor(flow.actor, (state) => !state.matches('updatingAmounts'));
    expect(failed.value).toBe('error');
    expect(failed.context.error).toMatchObject({
      code: 'FETCH_AMOUNT_FAILED',
      message: 'Failed to update the price amount',
    });
    expect(failed.context.error?.status).toBeGreaterThanOrEqual(400);
    expect(flow.announced.at(-1)).toMatchObject({ type: 'error' });
    flow.actor.stop();
  });
});
