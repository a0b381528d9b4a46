import { describe, expect, it } from 'vitest';
import { isInternalEvent } from './is-internal-event.ts';

describe('isInternalEvent', () => {
  it('is true for the events XState sends itself', () => {
    expect(isInternalEvent({ type: 'xstate.done.actor.change-3' })).toBe(true);
    expect(isInternalEvent({ type: 'xstate.error.actor.0.cart.refetching' })).toBe(true);
  });
  it("is false for a caller's events, known or not", () => {
    expect(isInternalEvent({ type: 'ADD_ITEMS' })).toBe(false);
    expect(isInternalEvent({ type: 'xstateful' })).toBe(false);
  });
});
