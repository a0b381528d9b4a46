import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pressThreeDSecure } from '../moyasar/testing/moyasar-sandbox.ts';
import { buildMyFatoorahSandbox, callV2, postSessionCard } from './testing/myfatoorah-sandbox.ts';

let app: FastifyInstance;

beforeEach(async () => {
  ({ app } = await buildMyFatoorahSandbox());
});
afterEach(async () => {
  await app.close();
});

async function newSession(): Promise<string> {
  const response = await callV2(app, 'InitiateSession', { CustomerIdentifier: 'customer-1' });
  return response.json<{ Data: { SessionId: string } }>().Data.SessionId;
}

function execute(sessionId: string) {
  return callV2(app, 'ExecutePayment', {
    SessionId: sessionId,
    InvoiceValue: 115.5,
    CallBackUrl: 'https://shop.test/paid',
    ErrorUrl: 'https://shop.test/failed',
    CustomerReference: 'attempt-1',
    DisplayCurrencyIso: 'SAR',
    CustomerName: 'Sara',
    Language: 'en',
  });
}

describe('MyFatoorah sandbox', () => {
  it('initiates a session in the documented envelope, and refuses a wrong key', async () => {
    const response = await callV2(app, 'InitiateSession', { CustomerIdentifier: 'c' });
    expect(response.json()).toMatchObject({
      IsSuccess: true,
      ValidationErrors: null,
      Data: { CountryCode: 'SAU' },
    });
    expect(response.json<{ Data: { SessionId: string } }>().Data.SessionId).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    const refused = await app.inject({
      method: 'POST',
      url: '/myfatoorah/v2/InitiateSession',
      headers: { authorization: 'Bearer wrong' },
      payload: {},
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ IsSuccess: false });
  });

  it('serves session.js as JavaScript to any origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/myfatoorah/cardview/v2/session.js',
      headers: { origin: 'https://shop.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toContain('window.myFatoorah');
    expect(response.body).toContain('"http://sandbox.test/myfatoorah"');
    expect(response.body).toContain("'Card details'");
    expect(response.body).not.toContain("'*'");
  });

  it('renders the card form with bilingual labels, escaping the session id, framed only by the parent', async () => {
    const query = new URLSearchParams({
      sessionId: '"><script>alert(1)</script>',
      lang: 'ar',
      parentOrigin: 'https://shop.test',
    });
    const response = await app.inject({
      method: 'GET',
      url: `/myfatoorah/cardview/v2/card-form?${query}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('<label for="card-number">رقم البطاقة</label>');
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors https://shop.test');
    expect(csp).toContain('script-src http://sandbox.test');

    const english = await app.inject({
      method: 'GET',
      url: '/myfatoorah/cardview/v2/card-form?sessionId=s&parentOrigin=https%3A%2F%2Fshop.test',
    });
    for (const label of ['Card number', 'Name on card', 'Expiry (MM/YY)', 'CVC']) {
      expect(english.body).toContain(`>${label}</label>`);
    }
  });

  it('refuses a card form without a valid parent origin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/myfatoorah/cardview/v2/card-form?sessionId=s&parentOrigin=javascript%3Aalert(1)',
    });
    expect(response.statusCode).toBe(400);
  });

  it('accepts a valid card for a session and answers its brand', async () => {
    const sessionId = await newSession();
    const response = await postSessionCard(app, sessionId);
    expect(response.json()).toEqual({ ok: true, sessionId, cardBrand: 'Mada' });
  });

  it('refuses a wrong card with field errors in the form’s language', async () => {
    const sessionId = await newSession();
    const response = await postSessionCard(app, sessionId, {
      number: '4111111111111112',
      expiry: '12/29',
      cvc: '1',
      name: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      message: 'Check the card details.',
      errors: {
        number: 'Enter a valid card number.',
        name: 'Enter the name on the card.',
        expiry: 'This card has expired.',
        cvc: 'Enter the 3 or 4 digit CVC.',
      },
    });
    const arabic = await postSessionCard(app, sessionId, { expiry: '13/31', lang: 'ar' });
    expect(arabic.json()).toMatchObject({ errors: { expiry: 'أدخل تاريخ الانتهاء بصيغة MM/YY.' } });
    const unknown = await postSessionCard(app, 'no-such-session');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses ExecutePayment for a session without a card, and a session twice', async () => {
    const sessionId = await newSession();
    const withoutCard = await execute(sessionId);
    expect(withoutCard.statusCode).toBe(400);
    expect(withoutCard.json()).toMatchObject({
      IsSuccess: false,
      Message: 'The session has no card details.',
    });
    await postSessionCard(app, sessionId);
    expect((await execute(sessionId)).json()).toMatchObject({ IsSuccess: true });
    expect((await execute(sessionId)).json()).toMatchObject({ IsSuccess: false });
    expect((await postSessionCard(app, sessionId)).statusCode).toBe(409);
  });

  it('redirects "Authenticate" to CallBackUrl and "Fail" to ErrorUrl with paymentId and Id', async () => {
    const paid = await newSession();
    await postSessionCard(app, paid);
    const paidUrl = (await execute(paid)).json<{ Data: { PaymentURL: string } }>().Data.PaymentURL;
    const page = await app.inject({ method: 'GET', url: new URL(paidUrl).pathname });
    expect(page.body).toContain('>Authenticate</button>');
    expect(page.body).toContain('attempt-1');
    const toCallback = await pressThreeDSecure(app, paidUrl, 'authenticate');
    expect(toCallback.origin + toCallback.pathname).toBe('https://shop.test/paid');
    expect(toCallback.searchParams.get('paymentId')).toMatch(/^0707\d{16}$/);
    expect(toCallback.searchParams.get('Id')).toBe(toCallback.searchParams.get('paymentId'));

    const failed = await newSession();
    await postSessionCard(app, failed);
    const failedUrl = (await execute(failed)).json<{ Data: { PaymentURL: string } }>().Data
      .PaymentURL;
    const toError = await pressThreeDSecure(app, failedUrl, 'fail');
    expect(toError.origin + toError.pathname).toBe('https://shop.test/failed');
    const status = await callV2(app, 'GetPaymentStatus', {
      Key: toError.searchParams.get('paymentId'),
      KeyType: 'PaymentId',
    });
    expect(status.json()).toMatchObject({
      Data: {
        InvoiceStatus: 'Failed',
        InvoiceTransactions: [{ TransactionStatus: 'Failed', ErrorCode: 'MF001' }],
      },
    });
  });
});
