import { describe, expect, it } from 'vitest';
import { withoutReturnParam } from './payment-redirect-urls.ts';
import { settleAttempt } from './settle-attempt.ts';
import { cartId, fakeOnlinePaymentDeps, testAttempt } from './testing/online-payment.ts';

describe('settleAttempt', () => {
  it('completes a paid attempt’s cart with code 2 and forgets the key', async () => {
    const { deps, keys } = fakeOnlinePaymentDeps();
    keys.keyFor(cartId);
    const settled = await settleAttempt(deps, testAttempt({ status: 'paid' }));
    expect(settled).toEqual({ kind: 'paid', orderNumber: 'ORD-000001' });
    expect(deps.processCart).toHaveBeenCalledWith(cartId);
    expect(keys.store.size).toBe(0);
  });

  it('falls back on the attempt’s order number when completing fails', async () => {
    const { deps } = fakeOnlinePaymentDeps();
    deps.processCart.mockRejectedValueOnce(new Error('offline'));
    const settled = await settleAttempt(
      deps,
      testAttempt({ status: 'paid', orderNumber: 'ORD-000009' }),
    );
    expect(settled).toEqual({ kind: 'paid', orderNumber: 'ORD-000009' });
    deps.processCart.mockRejectedValueOnce(new Error('offline'));
    await expect(settleAttempt(deps, testAttempt({ status: 'paid' }))).rejects.toThrow('offline');
  });

  it.each(['failed', 'cancelled', 'expired'] as const)(
    'forgets the key of a %s attempt',
    async (status) => {
      const { deps, keys } = fakeOnlinePaymentDeps();
      keys.keyFor(cartId);
      const attempt = testAttempt({ status });
      expect(await settleAttempt(deps, attempt)).toEqual({ kind: 'failed', attempt });
      expect(keys.store.size).toBe(0);
      expect(deps.processCart).not.toHaveBeenCalled();
    },
  );

  it('leaves a pending attempt waiting', async () => {
    const { deps, keys } = fakeOnlinePaymentDeps();
    const key = keys.keyFor(cartId);
    const attempt = testAttempt();
    expect(await settleAttempt(deps, attempt)).toEqual({ kind: 'pending', attempt });
    expect(keys.keyFor(cartId)).toBe(key);
  });
});

describe('withoutReturnParam', () => {
  it('drops paymentAttempt and keeps the rest', () => {
    expect(
      withoutReturnParam('https://shop.test/?tenant=demo&cartId=1&paymentAttempt=abc&lang=en'),
    ).toBe('https://shop.test/?tenant=demo&cartId=1&lang=en');
  });
});
