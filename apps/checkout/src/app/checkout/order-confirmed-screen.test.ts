import { describe, expect, it } from 'vitest';
import { placedOrderStatus } from './order-confirmed-screen.tsx';

describe('placedOrderStatus', () => {
  it('words the order the page placed by the method chosen', () => {
    expect(placedOrderStatus('cash')).toBe('payableOnDelivery');
    expect(placedOrderStatus('banktransfer')).toBe('pendingVerification');
    for (const online of ['card', 'applepay', 'tabby', 'tamara'] as const) {
      expect(placedOrderStatus(online)).toBe('paid');
    }
  });
});
