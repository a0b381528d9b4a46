import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createActor } from 'xstate';
import type { PriceAmount, Product } from '@storefront/contracts';
import type { PriceAnnouncement } from './price-announcement.ts';
import { priceEffectActors, type PriceEffects } from './price-effects.ts';
import { priceMachine } from './price-machine.ts';
import type { PriceMachineEvent } from './price-machine-event.ts';
import { apiError } from '../testing/api-errors.ts';
import { controlled } from '../testing/controlled.ts';
import { testPrice, testProduct } from '../testing/product-fixtures.ts';
import { settle } from '../testing/settle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const now = Date.UTC(2025, 2, 15, 10);
const amount: PriceAmount = {
  effectiveQuantity: 1,
  totalPrice: 120,
  totalAfterDiscount: 100,
  depositAmount: 0,
};
const merchandise = testProduct({
  id: 'mug',
  typeString: 'merchandise',
  pricing: [
    testPrice('sold-out', 20, { stock: { isUnlimited: false, availableQuantity: 0 } }),
    testPrice('in-stock', 25, { stock: { isUnlimited: false, availableQuantity: 3 } }),
  ],
});
const subscription = testProduct({
  id: 'gym',
  typeString: 'subscription',
  pricing: [testPrice('monthly', 300, { period: 'month' }), testPrice('yearly', 3000)],
});

async function startPrice(
  product: Product | null,
  fetchPriceAmount: Mock<PriceEffects['fetchPriceAmount']> = vi.fn(async () => amount),
) {
  const announced: PriceAnnouncement[] = [];
  const actor = createActor(
    priceMachine.provide({ actors: priceEffectActors({ fetchPriceAmount }) }),
    {
      input: {
        product,
        announce: (event) => announced.push(event),
        now: () => now,
        language: 'en',
      },
    },
  );
  actor.start();
  await settle();
  const send = async (event: PriceMachineEvent) => {
    actor.send(event);
    await settle();
  };
  return {
    actor,
    fetchPriceAmount,
    announced,
    send,
    state: () => actor.getSnapshot(),
    context: () => actor.getSnapshot().context,
    errors: () => announced.flatMap((event) => (event.type === 'error' ? [event.error] : [])),
  };
}

type PriceFlow = Awaited<ReturnType<typeof startPrice>>;

async function failRepeatedly(flow: PriceFlow, count: number) {
  flow.fetchPriceAmount.mockRejectedValue(apiError(500, 'API_ERROR'));
  await flow.send({ type: 'CHANGE_QUANTITY', quantity: 2 });
  for (let used = 1; used < count; used += 1) await flow.send({ type: 'RETRY' });
}

type Row = [name: string, run: () => Promise<void>];

const changes: { event: PriceMachineEvent; sent: Record<string, unknown> }[] = [
  { event: { type: 'CHANGE_PRICE', priceId: 'yearly' }, sent: { priceId: 'yearly' } },
  { event: { type: 'CHANGE_QUANTITY', quantity: 3 }, sent: { quantity: 3 } },
  { event: { type: 'CHANGE_QUANTITY', quantity: 0 }, sent: { quantity: 1 } },
  {
    event: { type: 'SET_ADDONS', addOns: { towel: 'true' } },
    sent: { customFieldValues: { towel: 'true' } },
  },
  {
    event: { type: 'SET_CUSTOM_FIELDS', customFields: { size: 'L' } },
    sent: { customFieldValues: { size: 'L' } },
  },
  {
    event: { type: 'CHANGE_START_DATE', startDate: '2025-04-01' },
    sent: { from: '2025-04-01' },
  },
];

const rows: Row[] = [
  [
    '"initializing goes to updatingAmounts"',
    async () => {
      const answer = controlled<PriceAmount>();
      const flow = await startPrice(
        merchandise,
        vi.fn(() => answer.promise),
      );
      expect(flow.state().value).toBe('updatingAmounts');
      expect(flow.fetchPriceAmount).toHaveBeenCalledWith(
        {
          productType: 'merchandise',
          productId: 'mug',
          priceId: 'in-stock',
          quantity: 1,
          customFieldValues: {},
          from: null,
        },
        expect.any(AbortSignal),
      );
    },
  ],
  [
    '"initializing goes to updatingAmounts (error if no product)"',
    async () => {
      const flow = await startPrice(null);
      expect(flow.state().value).toBe('error');
      expect(flow.fetchPriceAmount).not.toHaveBeenCalled();
      expect(flow.errors()).toEqual([expect.objectContaining({ code: 'INVALID_OPERATION' })]);
    },
  ],
  [
    'docs/product/validation.md: "A product without pricing fails with \'Product has no pricing options\'"',
    async () => {
      const flow = await startPrice(testProduct({ typeString: 'merchandise', pricing: [] }));
      expect(flow.state().value).toBe('error');
      expect(flow.errors()).toEqual([
        expect.objectContaining({ message: 'Product has no pricing options' }),
      ]);
    },
  ],
  [
    '"updatingAmounts goes to idle on success (announces amounts updated)"',
    async () => {
      const flow = await startPrice(merchandise);
      expect(flow.state().value).toBe('idle');
      expect(flow.context().amount).toEqual(amount);
      expect(flow.announced).toEqual([{ type: 'amountsUpdated', amount }]);
    },
  ],
  [
    '"updatingAmounts goes … or to error" (FETCH_AMOUNT_FAILED, "Failed to update the price amount")',
    async () => {
      const flow = await startPrice(
        merchandise,
        vi.fn(async () => {
          throw apiError(502, 'API_ERROR');
        }),
      );
      expect(flow.state().value).toBe('error');
      expect(flow.errors()).toEqual([
        expect.objectContaining({
          code: 'FETCH_AMOUNT_FAILED',
          message: 'Failed to update the price amount',
          status: 502,
        }),
      ]);
    },
  ],
  ...changes.map(({ event, sent }): Row => [
    `"In idle, changing price, quantity (minimum 1), add-ons, custom fields or (subscription) start date returns to updatingAmounts": ${event.type} ${JSON.stringify(sent)}`,
    async () => {
      const flow = await startPrice(subscription);
      flow.actor.send(event);
      expect(flow.state().value).toBe('updatingAmounts');
      await settle();
      expect(flow.fetchPriceAmount).toHaveBeenCalledTimes(2);
      expect(flow.fetchPriceAmount).toHaveBeenLastCalledWith(
        expect.objectContaining({ productType: 'subscription', ...sent }),
        expect.any(AbortSignal),
      );
      expect(flow.state().value).toBe('idle');
      expect(flow.announced.map((announced) => announced.type)).toEqual([
        'amountsUpdated',
        'amountsUpdated',
      ]);
    },
  ]),
  [
    '"(subscription) start date": merchandise has none, so CHANGE_START_DATE is an invalid-state error',
    async () => {
      const flow = await startPrice(merchandise);
      await flow.send({ type: 'CHANGE_START_DATE', startDate: '2025-04-01' });
      expect(flow.state().value).toBe('idle');
      expect(flow.fetchPriceAmount).toHaveBeenCalledTimes(1);
      expect(flow.errors()).toEqual([
        expect.objectContaining({
          code: 'INVALID_STATE',
          status: 400,
          eventType: 'CHANGE_START_DATE',
        }),
      ]);
    },
  ],
  [
    '"error counts a retry and reports"',
    async () => {
      const flow = await startPrice(merchandise);
      await failRepeatedly(flow, 2);
      expect(flow.context().retryCount).toBe(2);
      expect(flow.errors()).toHaveLength(2);
    },
  ],
  [
    '"RETRY goes to updatingAmounts while retries are below 5"',
    async () => {
      const flow = await startPrice(merchandise);
      await failRepeatedly(flow, 4);
      flow.fetchPriceAmount.mockResolvedValue(amount);
      flow.actor.send({ type: 'RETRY' });
      expect(flow.state().value).toBe('updatingAmounts');
      await settle();
      expect(flow.state().value).toBe('idle');
      expect(flow.context().quantity).toBe(2);
    },
  ],
  [
    '"RETRY goes … else terminated"',
    async () => {
      const flow = await startPrice(merchandise);
      await failRepeatedly(flow, 5);
      const calls = flow.fetchPriceAmount.mock.calls.length;
      await flow.send({ type: 'RETRY' });
      expect(flow.state().value).toBe('terminated');
      expect(flow.state().status).toBe('done');
      expect(flow.fetchPriceAmount).toHaveBeenCalledTimes(calls);
    },
  ],
  [
    '"RESET returns to initializing with defaults"',
    async () => {
      const flow = await startPrice(merchandise);
      await flow.send({ type: 'CHANGE_PRICE', priceId: 'sold-out' });
      await failRepeatedly(flow, 1);
      flow.fetchPriceAmount.mockResolvedValue(amount);
      await flow.send({ type: 'RESET' });
      expect(flow.context()).toMatchObject({
        priceId: 'in-stock',
        quantity: 1,
        retryCount: 0,
        error: null,
        amount,
      });
      expect(flow.state().value).toBe('idle');
    },
  ],
  [
    '"Subscription start date defaults to now when unset"',
    async () => {
      const flow = await startPrice(subscription);
      expect(flow.context().subscriptionStartDate).toBe('2025-03-15T10:00:00.000Z');
      expect(flow.fetchPriceAmount).toHaveBeenCalledWith(
        expect.objectContaining({ from: '2025-03-15T10:00:00.000Z', priceId: 'monthly' }),
        expect.any(AbortSignal),
      );
      const set = await startPrice({ ...subscription, subscriptionStartDate: '2025-05-01' });
      expect(set.context().subscriptionStartDate).toBe('2025-05-01');
    },
  ],
  [
    '"Default price is the first pricing entry with unlimited stock or available quantity above zero, else the first"',
    async () => {
      const soldOut = { isUnlimited: false, availableQuantity: 0 };
      const allSoldOut = await startPrice(
        testProduct({
          typeString: 'merchandise',
          pricing: [testPrice('a', 1, { stock: soldOut }), testPrice('b', 2, { stock: soldOut })],
        }),
      );
      expect(allSoldOut.context().priceId).toBe('a');
      const unlimited = await startPrice(
        testProduct({
          typeString: 'merchandise',
          pricing: [testPrice('a', 1, { stock: soldOut }), testPrice('b', 2)],
        }),
      );
      expect(unlimited.context().priceId).toBe('b');
      const inStock = await startPrice(merchandise);
      expect(inStock.context().priceId).toBe('in-stock');
    },
  ],
  [
    'a wrong event in a state is an invalid-state error (RETRY while idle)',
    async () => {
      const flow = await startPrice(merchandise);
      await flow.send({ type: 'RETRY' });
      expect(flow.state().value).toBe('idle');
      expect(flow.context().error).toMatchObject({ code: 'INVALID_STATE', eventType: 'RETRY' });
      expect(flow.context().retryCount).toBe(0);
    },
  ],
];

describe('merchandise and subscription price flow (docs/product/flows.md)', () => {
  it.each(rows)('%s', async (_name, run) => run());
});
