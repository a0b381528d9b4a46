import { describe, expect, it } from 'vitest';
import {
  attemptId,
  cartId,
  fakeOnlinePaymentDeps,
  holdExpiresAt,
  memoryAttemptKeys,
  testAttempt,
} from './testing/online-payment.ts';
import { OnlinePaymentError } from './online-payment-error.ts';
import { payOnline } from './pay-online.ts';
import { PaymentFlowError } from './payment-flow-error.ts';

const card = { number: '4201320111111010', name: 'Sara Ali', month: '04', year: '30', cvc: '123' };
const returnUrl = `https://checkout.test/?tenant=demo&cartId=${cartId}`;
const applePay = { method: 'applepay', label: 'Demo Store' } as const;

describe('payOnline', () => {
  it('pays a mada card: session, token at the provider, pay, then 3-D Secure', async () => {
    const { deps, payments, calls, keys } = fakeOnlinePaymentDeps();
    const outcome = await payOnline(deps, cartId, {
      method: 'card',
      provider: 'moyasar',
      card,
      isMada: true,
    });
    expect(calls).toEqual(['moyasarSession', 'createCardToken', 'moyasarPay']);
    const key = keys.keyFor(cartId);
    expect(payments.moyasarSession).toHaveBeenCalledWith(
      { cartId, method: 'mada', callbackUrl: returnUrl },
      key,
    );
    expect(deps.createCardToken).toHaveBeenCalledWith(expect.objectContaining({ attemptId }), card);
    expect(payments.moyasarPay).toHaveBeenCalledWith({ attemptId, token: 'token_1' });
    expect(deps.assign).toHaveBeenCalledWith('https://sandbox.test/moyasar/3ds/pay_1');
    expect(outcome).toEqual({ kind: 'redirected', holdExpiresAt });
    expect(keys.attemptOf(cartId)).toBe(attemptId);
  });

  it('never hands the card number to any call of our API', async () => {
    const { deps, payments } = fakeOnlinePaymentDeps();
    await payOnline(deps, cartId, { method: 'card', provider: 'moyasar', card, isMada: false });
    expect(payments.moyasarSession.mock.calls[0]?.[0]).toMatchObject({ method: 'visa' });
    const sent = JSON.stringify([
      ...Object.values(payments).map((call) => call.mock.calls),
      deps.processCart.mock.calls,
      deps.assign.mock.calls,
    ]);
    expect(sent).not.toContain(card.number);
    expect(sent).not.toContain(card.cvc === '123' ? '"123"' : card.cvc);
  });

  it('reuses the key after a reload (same storage) and starts a new one after a failure', async () => {
    const store = new Map<string, string>();
    const first = fakeOnlinePaymentDeps(memoryAttemptKeys(store));
    await payOnline(first.deps, cartId, { method: 'tamara' });
    const reloaded = fakeOnlinePaymentDeps(memoryAttemptKeys(store));
    await payOnline(reloaded.deps, cartId, { method: 'tamara' });
    const firstKey = first.payments.tamaraSession.mock.calls[0]?.[1];
    expect(reloaded.payments.tamaraSession.mock.calls[0]?.[1]).toBe(firstKey);

    reloaded.payments.tamaraSession.mockResolvedValueOnce({
      attemptId,
      holdExpiresAt,
      orderId: 'to_1',
      checkoutUrl: null,
    });
    await expect(payOnline(reloaded.deps, cartId, { method: 'tamara' })).rejects.toMatchObject({
      code: 'TAMARA_NO_REDIRECT_URL',
    });
    await payOnline(reloaded.deps, cartId, { method: 'tamara' });
    expect(reloaded.payments.tamaraSession.mock.calls[2]?.[1]).not.toBe(firstKey);
  });

  it('tamara without a checkout URL is TAMARA_NO_REDIRECT_URL: the attempt is cancelled, the key forgotten', async () => {
    const { deps, payments, keys } = fakeOnlinePaymentDeps();
    payments.tamaraSession.mockResolvedValueOnce({
      attemptId,
      holdExpiresAt,
      orderId: 'to_1',
      checkoutUrl: null,
    });
    const error = await payOnline(deps, cartId, { method: 'tamara' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OnlinePaymentError);
    expect((error as OnlinePaymentError).code).toBe('TAMARA_NO_REDIRECT_URL');
    expect(payments.cancelPaymentAttempt).toHaveBeenCalledWith(attemptId);
    expect(payments.tamaraSession).toHaveBeenCalledWith(
      { cartId, successUrl: returnUrl, cancelUrl: returnUrl, failureUrl: returnUrl },
      expect.any(String),
    );
    expect(deps.assign).not.toHaveBeenCalled();
    expect(keys.attemptOf(cartId)).toBeNull();
  });

  it('tabby opens its page, and without one is TABBY_SESSION_CREATION_FAILED', async () => {
    const { deps, payments } = fakeOnlinePaymentDeps();
    await payOnline(deps, cartId, { method: 'tabby' });
    expect(deps.assign).toHaveBeenCalledWith('https://sandbox.test/tabby/pay/ts_1');
    payments.tabbySession.mockResolvedValueOnce({
      attemptId,
      holdExpiresAt,
      sessionId: 's',
      paymentId: 'p',
      webUrl: null,
    });
    await expect(payOnline(deps, cartId, { method: 'tabby' })).rejects.toMatchObject({
      code: 'TABBY_SESSION_CREATION_FAILED',
    });
  });

  it('pays with the embedded form: submit, execute with the key, then 3-D Secure', async () => {
    const { deps, payments, keys } = fakeOnlinePaymentDeps();
    const form = { submit: () => Promise.resolve({ sessionId: 'sess_1', cardBrand: 'Mada' }) };
    await payOnline(deps, cartId, { method: 'card', provider: 'myfatoorah', form });
    expect(payments.executeCartPayment).toHaveBeenCalledWith(
      { sessionId: 'sess_1', cartId, callbackUrl: returnUrl, errorCallbackUrl: returnUrl },
      keys.keyFor(cartId),
    );
    expect(deps.assign).toHaveBeenCalledWith('https://sandbox.test/myfatoorah/3ds/inv_1');
  });

  it('pays with Apple Pay: session, sheet, verify, then completes the cart with code 2', async () => {
    const { deps, payments, calls } = fakeOnlinePaymentDeps();
    const outcome = await payOnline(deps, cartId, applePay);
    expect(calls).toEqual([
      'moyasarSession',
      'payWithApplePay',
      'verifyPaymentAttempt',
      'processCart',
    ]);
    expect(payments.moyasarSession.mock.calls[0]?.[0]).toMatchObject({ method: 'applepay' });
    expect(deps.payWithApplePay.mock.calls[0]?.[1]).toBe('Demo Store');
    expect(payments.verifyPaymentAttempt).toHaveBeenCalledWith(attemptId, {
      providerPaymentId: 'pay_ap_1',
    });
    expect(deps.processCart).toHaveBeenCalledWith(cartId);
    expect(outcome).toEqual({ kind: 'paid', orderNumber: 'ORD-000001' });
  });

  it('a declined Apple Pay payment fails with its code and reason and forgets the key', async () => {
    const { deps, payments, keys } = fakeOnlinePaymentDeps();
    payments.verifyPaymentAttempt.mockResolvedValueOnce(
      testAttempt({
        status: 'failed',
        failure: { code: 'PAYMENT_DECLINED', reason: 'declined', providerMessage: 'DECLINED' },
      }),
    );
    await expect(payOnline(deps, cartId, applePay)).rejects.toMatchObject({
      code: 'PAYMENT_DECLINED',
      reason: 'declined',
    });
    expect(deps.processCart).not.toHaveBeenCalled();
    expect(keys.attemptOf(cartId)).toBeNull();
  });

  it('closing the Apple Pay sheet cancels the attempt quietly', async () => {
    const { deps, payments } = fakeOnlinePaymentDeps();
    deps.payWithApplePay.mockRejectedValueOnce(new PaymentFlowError('USER_CANCELLED'));
    expect(await payOnline(deps, cartId, applePay)).toEqual({ kind: 'cancelled' });
    expect(payments.cancelPaymentAttempt).toHaveBeenCalledWith(attemptId);
  });

  it('keeps the attempt when the provider refuses a card field, so the fix goes on with it', async () => {
    const { deps, payments, keys } = fakeOnlinePaymentDeps();
    const refusal = new PaymentFlowError('VALIDATION_ERROR', {
      fieldErrors: { number: ['is invalid'] },
    });
    deps.createCardToken.mockRejectedValueOnce(refusal);
    await expect(
      payOnline(deps, cartId, { method: 'card', provider: 'moyasar', card, isMada: true }),
    ).rejects.toBe(refusal);
    expect(payments.cancelPaymentAttempt).not.toHaveBeenCalled();
    expect(keys.attemptOf(cartId)).toBe(attemptId);
  });
});
