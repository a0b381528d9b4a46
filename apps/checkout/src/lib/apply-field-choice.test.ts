import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise } from 'xstate';
import { applyFieldChoice } from './apply-field-choice.ts';

/** A flow shaped like the SDK's price machine: each field event prices again, which may fail. */
function flowPricing(outcomes: ('ok' | 'fail')[], start: 'idle' | 'updatingAmounts' = 'idle') {
  const received: string[] = [];
  const machine = createMachine({
    types: {} as {
      events: { type: 'SET_ADDONS' | 'SET_CUSTOM_FIELDS' | 'PRICED' };
      context: { priced: number };
    },
    context: { priced: 0 },
    initial: start,
    on: {
      '*': { actions: ({ event }) => received.push(`refused ${event.type}`) },
    },
    states: {
      idle: {
        on: {
          SET_ADDONS: { target: 'updatingAmounts', actions: () => received.push('SET_ADDONS') },
          SET_CUSTOM_FIELDS: {
            target: 'updatingAmounts',
            actions: () => received.push('SET_CUSTOM_FIELDS'),
          },
        },
      },
      updatingAmounts: {
        invoke: {
          src: fromPromise(async () => {
            if (outcomes.shift() === 'fail') throw new Error('pricing failed');
          }),
          onDone: {
            target: 'idle',
            actions: assign({ priced: ({ context }) => context.priced + 1 }),
          },
          onError: 'error',
        },
      },
      error: {},
    },
  });
  return { flow: createActor(machine).start(), received };
}

const choice = { addOns: { wrap: 'yes' }, customFields: { note: 'hi' } };

describe('applyFieldChoice', () => {
  it('sends the add-ons, then the custom fields, each once the amount is settled', async () => {
    const { flow, received } = flowPricing(['ok', 'ok']);
    const settled = await applyFieldChoice(flow, choice);
    expect(received).toEqual(['SET_ADDONS', 'SET_CUSTOM_FIELDS']);
    expect(settled.matches('idle')).toBe(true);
    expect(settled.context.priced).toBe(2);
  });

  it('waits for a price still being asked before it sends anything (never a refused event)', async () => {
    const { flow, received } = flowPricing(['ok', 'ok', 'ok'], 'updatingAmounts');
    const settled = await applyFieldChoice(flow, choice);
    expect(received).toEqual(['SET_ADDONS', 'SET_CUSTOM_FIELDS']);
    expect(settled.context.priced).toBe(3);
  });

  it('stops at a failed price and answers the flow in its error, sending no more', async () => {
    const { flow, received } = flowPricing(['fail']);
    const settled = await applyFieldChoice(flow, choice);
    expect(received).toEqual(['SET_ADDONS']);
    expect(settled.matches('error')).toBe(true);
  });

  it('sends nothing to a flow already in its error', async () => {
    const { flow, received } = flowPricing(['fail'], 'updatingAmounts');
    const settled = await applyFieldChoice(flow, choice);
    expect(received).toEqual([]);
    expect(settled.matches('error')).toBe(true);
  });
});
