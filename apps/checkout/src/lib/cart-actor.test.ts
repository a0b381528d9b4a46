import { ApiError } from '@storefront/sdk';
import { describe, expect, it, vi } from 'vitest';
import { testCart } from '../testing/cart-fixtures.ts';
import { startTestCartFlow } from '../testing/cart-flow.ts';
import { CartFlowError, sendCartCommand } from './cart-actor.ts';

async function ready(flow: ReturnType<typeof startTestCartFlow>) {
  await vi.waitFor(() => expect(flow.actor.getSnapshot().matches('idle')).toBe(true));
  return flow;
}

describe('sendCartCommand', () => {
  it('resolves with the cart once the flow has applied the change', async () => {
    const flow = await ready(startTestCartFlow());
    const cart = await sendCartCommand(flow.actor, { type: 'UPDATE_COUPON', code: 'WELCOME10' });
    expect(cart?.couponCode).toBe('WELCOME10');
    expect(flow.carts.updateCoupon).toHaveBeenCalledWith('cart-1', 'WELCOME10', expect.anything());
  });

  it('rejects with the flow’s error, keeping the server’s code and cause', async () => {
    const flow = await ready(startTestCartFlow());
    const refusal = new ApiError({ status: 400, code: 'COUPON_INVALID', message: 'Expired' });
    flow.carts.updateCoupon.mockRejectedValue(refusal);
    const outcome = sendCartCommand(flow.actor, { type: 'UPDATE_COUPON', code: 'EXPIRED' });
    await expect(outcome).rejects.toBeInstanceOf(CartFlowError);
    await expect(outcome).rejects.toMatchObject({ code: 'COUPON_INVALID', cause: refusal });
  });

  it('resolves a cash order once the completed status arrives', async () => {
    const flow = await ready(startTestCartFlow(testCart()));
    const placed = sendCartCommand(flow.actor, { type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
    await vi.waitFor(() =>
      expect(flow.carts.process).toHaveBeenCalledWith('cart-1', 1, expect.anything()),
    );
    flow.complete('ORD-7');
    await expect(placed).resolves.toBeTruthy();
    expect(flow.actor.getSnapshot().context.orderNumber).toBe('ORD-7');
  });

  it('queues a command given while the previous one still runs (Apply right after Verify)', async () => {
    const flow = await ready(startTestCartFlow());
    let answerCoupon: (() => void) | undefined;
    const pending = new Promise<void>((resolve) => (answerCoupon = resolve));
    // The first coupon change stays unanswered until the test lets it through.
    flow.carts.updateCoupon.mockImplementationOnce(async (_id: string, code: string) => {
      await pending;
      return { ...testCart(), couponCode: code };
    });
    const first = sendCartCommand(flow.actor, { type: 'UPDATE_COUPON', code: 'WELCOME10' });
    const second = sendCartCommand(flow.actor, { type: 'UPDATE_COUPON', code: 'SAVE50' });
    await vi.waitFor(() => expect(flow.carts.updateCoupon).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The second waits for the first: still one call, and no INVALID_STATE.
    expect(flow.carts.updateCoupon).toHaveBeenCalledTimes(1);
    answerCoupon?.();
    await expect(first).resolves.toBeTruthy();
    await expect(second).resolves.toMatchObject({ couponCode: 'SAVE50' });
    expect(flow.carts.updateCoupon).toHaveBeenCalledTimes(2);
  });
});
