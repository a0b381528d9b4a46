import { describe, expect, it } from 'vitest';
import { addRefusal } from './add-refusal.ts';

const flow = (state: string, priceId: string | null) => ({
  matches: (value: string) => value === state,
  context: { priceId },
});

describe('addRefusal', () => {
  it('lets an idle flow with a price add', () => {
    expect(addRefusal(flow('idle', 'p1'))).toBeNull();
  });
  it('says nothing was added when the choice could not be priced', () => {
    expect(addRefusal(flow('error', 'p1'))).toBe('widget.notAddedPrice');
    expect(addRefusal(flow('terminated', 'p1'))).toBe('widget.notAddedPrice');
  });
  it('asks for an option when none is chosen', () => {
    expect(addRefusal(flow('idle', null))).toBe('widget.chooseOption');
  });
});
