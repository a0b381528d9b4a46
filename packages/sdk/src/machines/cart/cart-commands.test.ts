import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MemoryStorage } from '../../auth/testing/memory-storage.ts';
import { ApiError } from '../../http/api-error.ts';
import { CartFlowError, sendCartCommand } from './cart-commands.ts';
import { cartEffectActors, type CartEffects } from './cart-effects.ts';
import { cartMachine } from './cart-machine.ts';
import { testCart as serverCart } from '../testing/cart-fixtures.ts';
import { controlled } from '../testing/controlled.ts';

const testCart = () => serverCart('cart-1');

/** A cart flow over effects that answer at once, but for the completed status the test gives. */
function startTestCartFlow() {
  const completed = controlled<{ orderNumber: string }>();
  const carts = {
    loadCart: vi.fn<CartEffects['loadCart']>(() => Promise.resolve(testCart())),
    createCart: vi.fn<CartEffects['createCart']>(() => Promise.resolve(testCart())),
    addItems: vi.fn<CartEffects['addItems']>(() => Promise.resolve(testCart())),
    removeItems: vi.fn<CartEffects['removeItems']>(() => Promise.resolve(testCart())),
    updateItems: vi.fn<CartEffects['updateItems']>(() => Promise.resolve(testCart())),
    updateCustomer: vi.fn<CartEffects['updateCustomer']>(() => Promise.resolve(testCart())),
    updateCoupon: vi.fn<CartEffects['updateCoupon']>(({ couponCode }) =>
      Promise.resolve({ ...testCart(), couponCode }),
    ),
    validateCart: vi.fn<CartEffects['validateCart']>(() => Promise.resolve(undefined)),
    processCart: vi.fn<CartEffects['processCart']>(({ cartId }) =>
      Promise.resolve({ orderNumber: 'ORD-7', cartId, status: 'completed' as const }),
    ),
    waitForCartCompleted: vi.fn<CartEffects['waitForCartCompleted']>(() => completed.promise),
  };
  const actor = createActor(cartMachine.provide({ actors: cartEffectActors(carts) }), {
    input: { storage: new MemoryStorage(), cartId: 'cart-1' },
  }).start();
  return { actor, carts, complete: (orderNumber: string) => completed.resolve({ orderNumber }) };
}

async function ready(flow: ReturnType<typeof startTestCartFlow>) {
  await vi.waitFor(() => expect(flow.actor.getSnapshot().matches('idle')).toBe(true));
  return flow;
}

describe('sendCartCommand', () => {
  it('resolves with the cart once the flow has applied the change', async () => {
    const flow = await ready(startTestCartFlow());
    const cart = await sendCartCommand(flow.actor, { type: 'UPDATE_COUPON', code: 'WELCOME10' });
    expect(cart?.couponCode).toBe('WELCOME10');
    expect(flow.carts.updateCoupon).toHaveBeenCalledWith(
      { cartId: 'cart-1', couponCode: 'WELCOME10' },
      expect.anything(),
    );
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
    const flow = await ready(startTestCartFlow());
    const placed = sendCartCommand(flow.actor, { type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
    await vi.waitFor(() =>
      expect(flow.carts.processCart).toHaveBeenCalledWith(
        { cartId: 'cart-1', paymentMethodCode: 1 },
        expect.anything(),
      ),
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
    flow.carts.updateCoupon.mockImplementationOnce(async ({ couponCode }) => {
      await pending;
      return { ...testCart(), couponCode };
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
