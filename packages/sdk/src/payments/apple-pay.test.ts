import { describe, expect, it, vi } from 'vitest';
import type { MoyasarSession } from '@storefront/contracts';
import { isApplePayAvailable } from './apple-pay-availability.ts';
import { applePayRequestOf, payWithApplePay } from './apple-pay.ts';
import type {
  ApplePayPaymentAuthorizedEventShape,
  ApplePayPaymentRequestShape,
  ApplePaySessionConstructor,
  ApplePaySessionShape,
  ApplePayValidateMerchantEventShape,
} from './payment-flow-types.ts';

const session: MoyasarSession = {
  attemptId: '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f',
  holdExpiresAt: '2030-01-01T10:15:00.000Z',
  publishableApiKey: 'pk_test_1',
  apiBaseUrl: 'https://pay.test/moyasar',
  amount: 11500,
  currency: 'SAR',
  description: 'Order for cart 6f1c',
  callbackUrl: 'https://api.test/payment/moyasar/return?attempt=3f2a',
  metadata: { cartId: '6f1c2a2e-0d2b-4c39-9a51-0a4a1f5f2c11' },
  applePay: { merchantName: 'Demo Store', countryCode: 'SA', supportedNetworks: ['mada', 'visa'] },
};
const merchantSession = { merchantSessionIdentifier: 'SSH-1', displayName: 'Demo Store' };
const paymentToken = { paymentData: { data: 'encrypted' }, transactionIdentifier: 'ABC123' };

/** A stand-in for Safari's ApplePaySession; the test plays the sheet by calling its handlers. */
function stubApplePay(canMakePayments: () => boolean = () => true) {
  const sheets: StubSheet[] = [];
  class StubSheet implements ApplePaySessionShape {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = canMakePayments;
    readonly begin = vi.fn();
    readonly abort = vi.fn();
    readonly completeMerchantValidation = vi.fn((_merchantSession: unknown) => {});
    readonly completePayment = vi.fn((_status: number) => {});
    onvalidatemerchant: (event: ApplePayValidateMerchantEventShape) => void = () => {};
    onpaymentauthorized: (event: ApplePayPaymentAuthorizedEventShape) => void = () => {};
    oncancel: (event: unknown) => void = () => {};
    constructor(
      readonly version: number,
      readonly request: ApplePayPaymentRequestShape,
    ) {
      sheets.push(this);
    }
  }
  const Session: ApplePaySessionConstructor = StubSheet;
  return { Session, sheets };
}

/** The provider: merchant validation and payment answers by path. */
function providerFetch(answers: { initiate?: () => Response; payments?: () => Response }) {
  return vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.endsWith('/v1/applepay/initiate') && answers.initiate) return answers.initiate();
    if (url.endsWith('/v1/payments') && answers.payments) return answers.payments();
    return new Response('not found', { status: 404 });
  });
}

const payment = (status: string, message: string) =>
  Response.json(
    { id: 'pay_1', status, amount: 11500, source: { type: 'applepay', message } },
    { status: 201 },
  );

function start(
  fetch: ReturnType<typeof providerFetch>,
  applePay: ReturnType<typeof stubApplePay> = stubApplePay(),
) {
  const result = payWithApplePay({
    session,
    ApplePaySession: applePay.Session,
    label: 'Demo Store',
    domainName: 'shop.test',
    fetch,
  });
  result.catch(() => {});
  const sheet = applePay.sheets[0];
  return { result, sheet };
}

async function validated(sheet: ApplePaySessionShape & { completeMerchantValidation: unknown }) {
  sheet.onvalidatemerchant({ validationURL: 'https://apple-pay-gateway.test/startSession' });
  await vi.waitFor(() => expect(sheet.completeMerchantValidation).toHaveBeenCalled());
}

describe('isApplePayAvailable', () => {
  it('is true when ApplePaySession exists and can make payments', () => {
    expect(isApplePayAvailable({ ApplePaySession: stubApplePay().Session })).toBe(true);
  });

  it('is false without ApplePaySession, when it cannot pay, or when it throws', () => {
    expect(isApplePayAvailable({})).toBe(false);
    expect(isApplePayAvailable({ ApplePaySession: stubApplePay(() => false).Session })).toBe(false);
    const throwing = stubApplePay(() => {
      throw new Error('InvalidAccessError: not a secure context');
    });
    expect(isApplePayAvailable({ ApplePaySession: throwing.Session })).toBe(false);
  });
});

describe('applePayRequestOf', () => {
  it('builds the payment request from the session with the amount in SAR', () => {
    expect(applePayRequestOf({ ...session, amount: 11505 }, 'Demo Store')).toEqual({
      countryCode: 'SA',
      currencyCode: 'SAR',
      supportedNetworks: ['mada', 'visa'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Demo Store', amount: '115.05', type: 'final' },
    });
    expect(applePayRequestOf({ ...session, amount: 7 }, 'x').total.amount).toBe('0.07');
  });
});

describe('payWithApplePay', () => {
  it('validates the merchant, pays the token and resolves with the provider payment id', async () => {
    const fetch = providerFetch({
      initiate: () => Response.json(merchantSession),
      payments: () => payment('paid', 'APPROVED'),
    });
    const { result, sheet } = start(fetch);

    expect(sheet).toBeDefined();
    expect(sheet!.version).toBe(3);
    expect(sheet!.request.total).toEqual({ label: 'Demo Store', amount: '115.00', type: 'final' });
    expect(sheet!.begin).toHaveBeenCalledTimes(1);

    await validated(sheet!);
    expect(sheet!.completeMerchantValidation).toHaveBeenCalledWith(merchantSession);
    const [initiateUrl, initiateInit] = fetch.mock.calls[0]!;
    expect(initiateUrl).toBe('https://pay.test/moyasar/v1/applepay/initiate');
    expect(JSON.parse(initiateInit?.body as string)).toEqual({
      validation_url: 'https://apple-pay-gateway.test/startSession',
      display_name: 'Demo Store',
      domain_name: 'shop.test',
      publishable_api_key: 'pk_test_1',
    });

    sheet!.onpaymentauthorized({ payment: { token: paymentToken } });

    await expect(result).resolves.toEqual({ providerPaymentId: 'pay_1' });
    expect(sheet!.completePayment).toHaveBeenCalledWith(0);
    const [payUrl, payInit] = fetch.mock.calls[1]!;
    expect(payUrl).toBe('https://pay.test/moyasar/v1/payments');
    expect(new Headers(payInit?.headers).get('Authorization')).toBe(`Basic ${btoa('pk_test_1:')}`);
    expect(JSON.parse(payInit?.body as string)).toEqual({
      given_id: session.attemptId,
      amount: 11500,
      currency: 'SAR',
      description: session.description,
      callback_url: session.callbackUrl,
      metadata: session.metadata,
      source: { type: 'applepay', token: JSON.stringify(paymentToken) },
    });
  });

  it('completes with failure and rejects PAYMENT_DECLINED when the provider declines', async () => {
    const { result, sheet } = start(
      providerFetch({
        initiate: () => Response.json(merchantSession),
        payments: () => payment('failed', 'DECLINED'),
      }),
    );
    await validated(sheet!);

    sheet!.onpaymentauthorized({ payment: { token: paymentToken } });

    await expect(result).rejects.toMatchObject({ code: 'PAYMENT_DECLINED', message: 'DECLINED' });
    expect(sheet!.completePayment).toHaveBeenCalledWith(1);
  });

  it('rejects PAYMENT_PROCESSING_FAILED when the provider refuses the payment', async () => {
    const { result, sheet } = start(
      providerFetch({
        initiate: () => Response.json(merchantSession),
        payments: () =>
          Response.json(
            { type: 'invalid_request_error', message: 'given_id has already been used' },
            { status: 400 },
          ),
      }),
    );
    await validated(sheet!);

    sheet!.onpaymentauthorized({ payment: { token: paymentToken } });

    await expect(result).rejects.toMatchObject({
      code: 'PAYMENT_PROCESSING_FAILED',
      message: 'given_id has already been used',
    });
    expect(sheet!.completePayment).toHaveBeenCalledWith(1);
  });

  it('rejects PROVIDER_UNAVAILABLE when the payment call gets no answer', async () => {
    const { result, sheet } = start(
      providerFetch({
        initiate: () => Response.json(merchantSession),
        payments: () => {
          throw new TypeError('fetch failed');
        },
      }),
    );
    await validated(sheet!);

    sheet!.onpaymentauthorized({ payment: { token: paymentToken } });

    await expect(result).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(sheet!.completePayment).toHaveBeenCalledWith(1);
  });

  it('rejects USER_CANCELLED when the shopper closes the sheet', async () => {
    const fetch = providerFetch({ initiate: () => Response.json(merchantSession) });
    const { result, sheet } = start(fetch);
    await validated(sheet!);

    sheet!.oncancel({});

    await expect(result).rejects.toMatchObject({ code: 'USER_CANCELLED' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    {
      name: 'a refusal',
      initiate: () =>
        Response.json({ type: 'authentication_error', message: 'Invalid key' }, { status: 401 }),
    },
    {
      name: 'no answer',
      initiate: () => {
        throw new TypeError('fetch failed');
      },
    },
  ])(
    'aborts the sheet and rejects AUTHENTICATION_FAILED on $name to merchant validation',
    async ({ initiate }) => {
      const { result, sheet } = start(providerFetch({ initiate }));

      sheet!.onvalidatemerchant({ validationURL: 'https://apple-pay-gateway.test/startSession' });

      await expect(result).rejects.toMatchObject({ code: 'AUTHENTICATION_FAILED' });
      expect(sheet!.abort).toHaveBeenCalledTimes(1);
      expect(sheet!.completeMerchantValidation).not.toHaveBeenCalled();
      // Safari may still report the abort as a cancel; the first outcome stands.
      sheet!.oncancel({});
      await expect(result).rejects.toMatchObject({ code: 'AUTHENTICATION_FAILED' });
    },
  );

  it('rejects APPLE_PAY_NOT_AVAILABLE without opening a sheet when Apple Pay cannot pay', async () => {
    const applePay = stubApplePay(() => false);
    const fetch = providerFetch({});

    const { result } = start(fetch, applePay);

    await expect(result).rejects.toMatchObject({ code: 'APPLE_PAY_NOT_AVAILABLE' });
    expect(applePay.sheets).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
