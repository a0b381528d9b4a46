import { describe, expect, it } from 'vitest';
import { parseHostMessage } from './parse-host-message.ts';

const completed = {
  source: 'storefront-checkout',
  version: 1,
  type: 'cartCompleted',
  payload: { cartId: 'cart-1', orderNumber: 'ORD-1001' },
};

describe('parseHostMessage', () => {
  it('reads a checkout message', () => {
    expect(parseHostMessage(completed)).toEqual(completed);
  });

  it('drops unknown payload fields', () => {
    expect(parseHostMessage({ ...completed, payload: { ...completed.payload, extra: 1 } })).toEqual(
      completed,
    );
  });

  it.each([
    ['another source', { ...completed, source: 'other-widget' }],
    ['another version', { ...completed, version: 2 }],
    ['an unknown event', { ...completed, type: 'somethingNew' }],
    ['an inherited name', { ...completed, type: 'toString' }],
    ['a malformed payload', { ...completed, payload: { cartId: 1 } }],
    ['not an object', 'cartCompleted'],
    ['nothing', undefined],
  ])('ignores %s', (_case, data) => {
    expect(parseHostMessage(data)).toBeNull();
  });
});
