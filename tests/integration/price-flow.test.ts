// Every event of the merchandise and subscription price flow, and every error code it raises,
// driven against the reference API (the tables below). Codes the reference API cannot lead the
// flow to, and why:
// - INVALID_OPERATION: the flow started without a product. The API never hands one over: an
//   unknown product is a 404 before any flow starts.
// - VALIDATION_ERROR "Product has no pricing options": every product the API serves has a price
//   (none is seeded without one, and the API has no route that makes one); so the API's own
//   400 INVALID_OPERATION for such a product never reaches FETCH_AMOUNT_FAILED either. The SDK's
//   price-machine tests cover both with a fake product.
// - NETWORK_ERROR, REQUEST_TIMEOUT and INVALID_RESPONSE, as the cause under FETCH_AMOUNT_FAILED:
//   the SDK client raises them itself when no fitting answer came, so the API never sends them
//   (packages/sdk/src/http/http-client.test.ts covers them).
import { priceAmountSchema, type PriceAmount, type Product } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { catalogSeedIds } from '../../apps/api/src/db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../apps/api/src/testing/build-test-app.ts';
import type { PriceAnnouncement } from '../../packages/sdk/src/machines/price/price-announcement.ts';
import { priceEffectActors } from '../../packages/sdk/src/machines/price/price-effects.ts';
import { priceMachine } from '../../packages/sdk/src/machines/price/price-machine.ts';
import { priceResourceEffects } from '../../packages/sdk/src/machines/price/price-resource-effects.ts';
import type { PriceMachineEvent } from '../../packages/sdk/src/machines/price/price-machine-event.ts';
import type { Resources } from '../../packages/sdk/src/resources/create-resources.ts';
import { createInjectFetch } from './testing/create-inject-fetch.ts';
import { expectFlowError } from './testing/expect-flow-error.ts';
import { createTestSdk } from './testing/create-test-sdk.ts';

const { products, prices } = catalogSeedIds;

type PriceSnapshot = SnapshotFrom<typeof priceMachine>;

/** A price id no catalogue has. */
const unknownId = '00000000-0000-4000-8000-000000000000';
const merchandisePath = '/api/app/merchandise/price-amount';
const subscriptionPath = '/api/app/subscription/price-amount';

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
    /** Sends `event` (or none) and waits until the amount is no longer being asked. */
    const settled = async (event?: PriceMachineEvent) => {
      if (event) actor.send(event);
      return waitFor(actor, (state) => !state.matches('updatingAmounts'));
    };
    const priced = async (event?: PriceMachineEvent) => {
      const snapshot = await settled(event);
      expect(snapshot.value).toBe('idle');
      return snapshot.context;
    };
    return { actor, announced, settled, priced };
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

  /** One event of the flow: where it is sent, what the flow is then. */
  interface EventCase {
    event: PriceMachineEvent['type'];
    why: string;
    product: keyof typeof products;
    /** Events sent first. */
    before?: PriceMachineEvent[];
    send: PriceMachineEvent;
    state: string;
    /** Part of the context after the event. */
    context: Record<string, unknown>;
    /** The amount the API answers for the same choices, when the event prices. */
    amount?: () => Promise<PriceAmount>;
    /** The announcement the event makes. */
    announced: PriceAnnouncement['type'];
  }

  const later = '2030-02-01T00:00:00.000Z';
  const eventCases: EventCase[] = [
    {
      event: 'CHANGE_PRICE',
      why: 'another size of the coffee',
      product: 'coffee',
      send: { type: 'CHANGE_PRICE', priceId: prices.coffee500g },
      state: 'idle',
      context: { priceId: prices.coffee500g },
      amount: () => apiAmount(merchandisePath, { PriceId: prices.coffee500g, Quantity: '1' }),
      announced: 'amountsUpdated',
    },
    {
      event: 'CHANGE_QUANTITY',
      why: 'forced to at least 1',
      product: 'coffee',
      before: [{ type: 'CHANGE_QUANTITY', quantity: 3 }],
      send: { type: 'CHANGE_QUANTITY', quantity: 0 },
      state: 'idle',
      context: { quantity: 1 },
      amount: () => apiAmount(merchandisePath, { PriceId: prices.coffee250g, Quantity: '1' }),
      announced: 'amountsUpdated',
    },
    {
      event: 'SET_ADDONS',
      why: 'the gift wrap',
      product: 'coffee',
      send: { type: 'SET_ADDONS', addOns: { giftWrap: 'true' } },
      state: 'idle',
      context: { addOns: { giftWrap: 'true' } },
      amount: () =>
        apiAmount(merchandisePath, {
          PriceId: prices.coffee250g,
          Quantity: '1',
          'CustomFieldValues[giftWrap]': 'true',
        }),
      announced: 'amountsUpdated',
    },
    {
      event: 'SET_CUSTOM_FIELDS',
      why: 'the pen’s engraving',
      product: 'pen',
      send: { type: 'SET_CUSTOM_FIELDS', customFields: { engraving: 'Sara' } },
      state: 'idle',
      context: { customFields: { engraving: 'Sara' } },
      amount: () =>
        apiAmount(merchandisePath, {
          PriceId: prices.pen,
          Quantity: '1',
          'CustomFieldValues[engraving]': 'Sara',
        }),
      announced: 'amountsUpdated',
    },
    {
      event: 'CHANGE_START_DATE',
      why: 'a subscription from next month',
      product: 'coffeeClub',
      send: { type: 'CHANGE_START_DATE', startDate: later },
      state: 'idle',
      context: { subscriptionStartDate: later },
      amount: () =>
        apiAmount(subscriptionPath, {
          priceId: prices.coffeeClubMonthly,
          from: later,
          quantity: '1',
        }),
      announced: 'amountsUpdated',
    },
    {
      event: 'RETRY',
      why: 'asks again; the API refuses again',
      product: 'coffee',
      before: [{ type: 'CHANGE_PRICE', priceId: unknownId }],
      send: { type: 'RETRY' },
      state: 'error',
      context: {
        retryCount: 2,
        error: expect.objectContaining({ code: 'FETCH_AMOUNT_FAILED', status: 404 }),
      },
      announced: 'error',
    },
    {
      event: 'RETRY',
      why: 'after the fifth retry, the flow ends',
      product: 'coffee',
      before: [
        { type: 'CHANGE_PRICE', priceId: unknownId },
        ...Array.from({ length: 4 }, () => ({ type: 'RETRY' }) as const),
      ],
      send: { type: 'RETRY' },
      state: 'terminated',
      context: { retryCount: 5 },
      announced: 'error',
    },
    {
      event: 'RESET',
      why: 'back to the defaults after a failure',
      product: 'coffee',
      before: [
        { type: 'CHANGE_QUANTITY', quantity: 2 },
        { type: 'CHANGE_PRICE', priceId: unknownId },
      ],
      send: { type: 'RESET' },
      state: 'idle',
      context: { priceId: prices.coffee250g, quantity: 1, retryCount: 0, error: null },
      amount: () => apiAmount(merchandisePath, { PriceId: prices.coffee250g, Quantity: '1' }),
      announced: 'amountsUpdated',
    },
  ];

  it.each(eventCases)(
    '$event ($why): $state',
    async ({ product, before, send, state, context, amount, announced }) => {
      const flow = startPriceFlow(await api.products.getForCheckout(products[product]));
      await flow.settled();
      for (const event of before ?? []) await flow.settled(event);
      const after = await flow.settled(send);
      expect(after.value).toBe(state);
      expect(after.context).toMatchObject(context);
      if (amount) expect(after.context.amount).toEqual(await amount());
      expect(flow.announced.at(-1)?.type).toBe(announced);
      flow.actor.stop();
    },
  );

  /** One error code: how the flow gets there, and the API's own code under it (`cause`). */
  interface ErrorCase {
    code: string;
    why: string;
    product: keyof typeof products;
    events: PriceMachineEvent[];
    state: string;
    status: number;
    cause?: string;
  }

  const errorCases: ErrorCase[] = [
    {
      code: 'FETCH_AMOUNT_FAILED',
      why: 'a price the catalogue does not have',
      product: 'pen',
      events: [{ type: 'CHANGE_PRICE', priceId: unknownId }],
      state: 'error',
      status: 404,
      cause: 'NOT_FOUND',
    },
    {
      code: 'FETCH_AMOUNT_FAILED',
      why: 'a subscription starting before today',
      product: 'coffeeClub',
      // The API's clock stands at 2030-01-15.
      events: [{ type: 'CHANGE_START_DATE', startDate: '2030-01-01' }],
      state: 'error',
      status: 400,
      cause: 'VALIDATION_ERROR',
    },
    {
      code: 'INVALID_STATE',
      why: 'a start date for merchandise',
      product: 'coffee',
      events: [{ type: 'CHANGE_START_DATE', startDate: later }],
      state: 'idle',
      status: 400,
    },
    {
      code: 'INVALID_STATE',
      why: 'a retry with nothing failed',
      product: 'coffee',
      events: [{ type: 'RETRY' }],
      state: 'idle',
      status: 400,
    },
  ];

  it.each(errorCases)('$code: $why', async ({ code, product, events, state, status, cause }) => {
    const flow = startPriceFlow(await api.products.getForCheckout(products[product]));
    let snapshot: PriceSnapshot = await flow.settled();
    for (const event of events) snapshot = await flow.settled(event);
    expect(snapshot.value).toBe(state);
    expectFlowError(snapshot.context.error, flow.announced.at(-1), { code, status, cause });
    flow.actor.stop();
  });
});
