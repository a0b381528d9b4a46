import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject, type StateNode } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { Availability, PriceAmount, Product } from '@storefront/contracts';
import { reservationEffectActors, type ReservationEffects } from './reservation-effects.ts';
import type { ReservationMachineContext } from './reservation-context.ts';
import { reservationMachine, type ReservationMachineInput } from './reservation-machine.ts';
import type { ReservationMachineEvent } from './reservation-machine-event.ts';
import { apiError } from '../testing/api-errors.ts';
import { controlled, type Controlled } from '../testing/controlled.ts';
import { testProduct, testSlot } from '../testing/product-fixtures.ts';
import { settle } from '../testing/settle.ts';

/**
 * Paths generated from the reservation flow's own graph (XState's `xstate/graph`), so a state or
 * an event added to the machine gets a path without anyone writing it: every state reachable with
 * the events below (a shortest path to each, the retry count told apart so `terminated` is
 * reached), each replayed on a running actor whose effects are answered as the path says. The
 * actor must be where the graph says after every step: a transition that needs more than the
 * machine's definition (a guard reading an effect's answer, an action the graph does not run)
 * shows up here. The browser journeys (e2e/tests/journeys) walk the same flow in the widget.
 */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const now = Date.UTC(2025, 2, 15, 10);
const slot = testSlot('2025-03-20T10:00:00Z', '2025-03-20T11:00:00Z', ['p1', 'p2']);
const availability: Availability = { isLocationApplicable: true, slots: [slot] };
const amount: PriceAmount = {
  effectiveQuantity: 1,
  totalPrice: 100,
  totalAfterDiscount: 90,
  depositAmount: 0,
};
const providers = [
  { id: 'p1', name: 'Noura' },
  { id: 'p2', name: 'Huda' },
];

/**
 * The reservation variants of the `demo` catalogue (docs/product/demo-data.md, "Every widget
 * branch"), each a product the flow must be able to book: every state reachable for each.
 */
const variants: readonly { name: string; product: Product }[] = [
  {
    name: 'provider chosen by name',
    product: testProduct({
      enableCustomerToChooseProvider: true,
      showProviderName: true,
      productProviders: providers,
    }),
  },
  { name: 'provider count', product: testProduct({ productProviders: providers }) },
  { name: 'full day', product: testProduct({ isFullDayBooking: true }) },
  { name: 'variable duration', product: testProduct({ isVariableDuration: true }) },
  { name: 'geofenced', product: testProduct({ hasGeofencedProviders: true }) },
  {
    name: 'required custom field',
    product: testProduct({
      customFields: [
        {
          key: 'occasion',
          label: 'Occasion',
          type: 'select',
          required: true,
          options: [{ value: 'family', label: 'Family' }],
          price: 0,
        },
      ],
    }),
  },
];

const inputFor = (product: Product): ReservationMachineInput => ({
  product,
  announce: () => undefined,
  now: () => now,
  language: 'en',
});

/** One event of each type a shopper (or the page) sends, with a payload the flow accepts. */
const shopperEvents: readonly ReservationMachineEvent[] = [
  { type: 'CHANGE_PRICE', priceId: 'price-2' },
  { type: 'CHANGE_MONTH', year: 2025, month: 4 },
  { type: 'CHANGE_PROVIDER_IDS', providerIds: ['p1'] },
  { type: 'CHANGE_PROVIDER_COUNT', providerCount: 1 },
  { type: 'CHANGE_QUANTITY', quantity: 2 },
  {
    type: 'SET_LOCATION',
    customerLocation: {
      id: 'home',
      latitude: 24.7,
      longitude: 46.7,
      description: null,
      type: null,
    },
  },
  { type: 'SET_ADDONS', addOns: {} },
  { type: 'SET_CUSTOM_FIELDS', customFields: { occasion: 'family' } },
  { type: 'SELECT_SINGLE_DATE', date: '2025-03-20' },
  { type: 'SELECT_SLOT', slot: { from: slot.from, to: slot.to } },
  { type: 'SELECT_SLOT_FROM', from: slot.from },
  { type: 'ADD_TO_CART' },
  { type: 'RESERVATION_READY' },
  { type: 'RETRY' },
  { type: 'RESET' },
];

/** What each effect answers when a path lets it succeed. */
const answers: Readonly<Record<keyof ReservationEffects, unknown>> = {
  fetchAvailabilities: availability,
  fetchPriceAmount: amount,
  addToCart: undefined,
};

/** Ways each effect can fail: a server fault, and the 409 of a slot taken in between. */
const failures: readonly unknown[] = [
  apiError(500, 'INTERNAL_ERROR'),
  apiError(409, 'ITEM_NOT_AVAILABLE'),
];

/** The invocations running in a snapshot: their ids (as the done and error events name them) and effects. */
function runningEffects(snapshot: AnyMachineSnapshot) {
  const nodes = snapshot._nodes as StateNode[];
  return nodes.flatMap((node) =>
    node.invoke.map((invoke) => ({ id: invoke.id, src: invoke.src as keyof ReservationEffects })),
  );
}

/**
 * The events the graph may take from a snapshot: the shopper's, and each running effect's end.
 * The ends are XState's own events, which the machine's event type leaves out, hence the cast.
 */
function eventsFrom(snapshot: AnyMachineSnapshot): ReservationMachineEvent[] {
  const ends: EventObject[] = runningEffects(snapshot).flatMap(({ id, src }) => [
    { type: `xstate.done.actor.${id}`, output: answers[src] },
    ...failures.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
  ]);
  return [...shopperEvents, ...(ends as ReservationMachineEvent[])];
}

/**
 * A state as the graph tells states apart: where the flow is, how many retries it used, and
 * what ADD_TO_CART's guards read: the time, the providers, the location, the custom fields.
 */
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ReservationMachineContext;
  return JSON.stringify([
    snapshot.value,
    context.retryCount,
    context.selectedSlot?.from ?? null,
    context.selectedProviderIds,
    context.customerLocation !== null,
    Object.keys(context.customFields ?? {}),
  ]);
};

/** A step's event as a test title reads it (`done:fetchingAvailabilities`). */
const stepName = (type: string) =>
  type
    .replace(/^xstate\.done\.actor\.\d+\.reservation\.(?:.*\.)?/, 'done:')
    .replace(/^xstate\.error\.actor\.\d+\.reservation\.(?:.*\.)?/, 'failed:');

/** Every state node of the flow's definition, as its dotted path. */
const definedStates = getStateNodes(reservationMachine.root)
  .map((node) => node.path.join('.'))
  .filter((path) => path !== '');

describe.each(variants)(
  'reservation flow, paths generated from its graph: $name',
  ({ product }) => {
    const input = inputFor(product);
    // The graph tells states apart by what the guards read; a test is kept for the shortest path
    // to each state the flow can be in (its value and whether its retries are used up).
    const byState = new Map<string, (typeof all)[number]>();
    const all = getShortestPaths(reservationMachine, {
      input,
      events: eventsFrom,
      serializeState: stateKey,
    });
    for (const path of all) {
      const key = JSON.stringify(path.state.value);
      const kept = byState.get(key);
      if (!kept || path.steps.length < kept.steps.length) byState.set(key, path);
    }
    const paths = [...byState.values()];

    it('reaches every state its definition has', () => {
      const reached = new Set(
        paths.flatMap((path) =>
          path.steps
            .map((step) => JSON.stringify(step.state.value))
            .concat(JSON.stringify(path.state.value)),
        ),
      );
      const reachedNames = [...reached].join(' ');
      for (const state of definedStates) {
        const leaf = state.split('.').at(-1) ?? state;
        // `initializing` and `choosingSource` are passed through at once (`always`).
        if (leaf === 'initializing' || leaf === 'choosingSource') continue;
        expect(reachedNames, `state ${state}`).toContain(`"${leaf}"`);
      }
    });

    for (const path of paths) {
      const route = path.steps
        .slice(1)
        .map((step) => stepName(step.event.type))
        .join(' → ');
      it(`${JSON.stringify(path.state.value)} by ${route || 'starting'}`, async () => {
        const pending: Controlled<unknown>[] = [];
        const effect = () => {
          const call = controlled<unknown>();
          pending.push(call);
          return call.promise;
        };
        const actor = createActor(
          reservationMachine.provide({
            actors: reservationEffectActors({
              fetchAvailabilities: effect as ReservationEffects['fetchAvailabilities'],
              fetchPriceAmount: effect as ReservationEffects['fetchPriceAmount'],
              addToCart: effect,
            }),
          }),
          { input },
        ).start();
        await settle();
        for (const step of path.steps.slice(1)) {
          const { event } = step;
          if (event.type.startsWith('xstate.done.actor.')) {
            pending.shift()?.resolve((event as { output?: unknown }).output);
          } else if (event.type.startsWith('xstate.error.actor.')) {
            pending.shift()?.reject((event as { error?: unknown }).error);
          } else {
            actor.send(event);
          }
          await settle();
          expect(actor.getSnapshot().value, `after ${event.type}`).toEqual(step.state.value);
        }
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        actor.stop();
      });
    }
  },
);
