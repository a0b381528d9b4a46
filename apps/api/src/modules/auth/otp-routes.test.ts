import { errorBodySchema, otpResponseSchema, validationMessage } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { otpChallenges } from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { testCorsOrigin } from '../../testing/test-config.ts';
import { buildTwoTestInstances } from '../../testing/test-instances.ts';
import type { SmsSender } from './sms-sender.ts';

function requestOtp(test: TestApp, mobileNumber: unknown, headers: Record<string, string> = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/api/app/otp',
    headers: { __tenant: 'demo', ...headers },
    payload: { mobileNumber, purpose: 0 },
  });
}

describe('POST /api/app/otp', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());
  beforeEach(() => test.clock.set(testEpoch));

  it('sends a 6-digit code and answers {token, expiresIn: 300}', async () => {
    const response = await requestOtp(test, '0512345001');
    expect(response.statusCode).toBe(200);
    const body = otpResponseSchema.parse(response.json());
    expect(body.expiresIn).toBe(300);
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    const sent = test.outbox.latest('+966512345001', seedIds.tenants.demo);
    expect(sent?.code).toMatch(/^\d{6}$/);
    expect(sent?.sentAt).toEqual(testEpoch);
  });

  it('stores the code and the token only as hashes, living 5 minutes', async () => {
    const response = await requestOtp(test, '0512345002');
    const { token } = otpResponseSchema.parse(response.json());
    const code = test.outbox.latest('+966512345002')?.code ?? '';
    const rows = await test.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, '+966512345002'));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash.length).toBeGreaterThan(40);
    expect(row?.expiresAt.getTime()).toBe(testEpoch.getTime() + 300_000);
    expect(row?.tenantId).toBe(seedIds.tenants.demo);
  });

  it.each([
    ['0512345003', '+966512345003'],
    ['512345004', '+966512345004'],
    ['+966512345005', '+966512345005'],
    ['00966512345006', '+966512345006'],
    ['٠٥١٢٣٤٥٠٠٧', '+966512345007'],
    ['051 234 5008', '+966512345008'],
  ])('normalises %s to the Saudi E.164 number %s', async (input, e164) => {
    expect((await requestOtp(test, input)).statusCode).toBe(200);
    expect(test.outbox.latest(e164)?.code).toMatch(/^\d{6}$/);
  });

  it.each([
    ['a landline', '0112345678'],
    ['a foreign number', '+201001234567'],
    ['letters', 'not a number'],
    ['too short', '05123'],
    ['empty', ''],
  ])('refuses %s with 400 VALIDATION_ERROR on mobileNumber', async (_label, input) => {
    const response = await requestOtp(test, input, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.validationErrors?.[0]?.members).toEqual(['mobileNumber']);
  });

  it('words validation messages in Arabic by default and in English on request', async () => {
    const arabic = errorBodySchema.parse((await requestOtp(test, '0112345678')).json());
    const english = errorBodySchema.parse(
      (await requestOtp(test, '0112345678', { 'accept-language': 'en-GB,en;q=0.9' })).json(),
    );
    expect(english.error.message).toBe('Some of the information entered is not valid.');
    expect(english.error.validationErrors?.[0]?.message).toBe(
      validationMessage('validation.phone.invalid', 'en'),
    );
    expect(arabic.error.message).toBe('بعض البيانات المدخلة غير صحيحة.');
    expect(arabic.error.validationErrors?.[0]?.message).toBe(
      validationMessage('validation.phone.invalid', 'ar'),
    );
    expect(arabic.error.validationErrors?.[0]?.message).not.toBe(
      english.error.validationErrors?.[0]?.message,
    );
  });

  it('refuses a purpose other than 0 and a body that is not an object', async () => {
    const purpose = await test.app.inject({
      method: 'POST',
      url: '/api/app/otp',
      headers: { __tenant: 'demo' },
      payload: { mobileNumber: '0512345678', purpose: 1 },
    });
    expect(purpose.statusCode).toBe(400);
    expect(errorBodySchema.parse(purpose.json()).error.validationErrors?.[0]?.members).toEqual([
      'purpose',
    ]);
    const array = await test.app.inject({
      method: 'POST',
      url: '/api/app/otp',
      headers: { __tenant: 'demo', 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(array.statusCode).toBe(400);
    expect(errorBodySchema.parse(array.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 400 VALIDATION_ERROR for malformed JSON', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/app/otp',
      headers: { __tenant: 'demo', 'content-type': 'application/json' },
      payload: '{"mobileNumber":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for an oversized body', async () => {
    const response = await requestOtp(test, '0'.repeat(10_000));
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 UNSUPPORTED_MEDIA_TYPE for a body that is not JSON', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/app/otp',
      headers: { __tenant: 'demo', 'content-type': 'application/xml' },
      payload: '<otp/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 TENANT_REQUIRED without __tenant and 404 TENANT_NOT_FOUND for an unknown one', async () => {
    const missing = await test.app.inject({
      method: 'POST',
      url: '/api/app/otp',
      payload: { mobileNumber: '0512345678', purpose: 0 },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorBodySchema.parse(missing.json()).error.code).toBe('TENANT_REQUIRED');
    const unknown = await requestOtp(test, '0512345678', { __tenant: 'nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error.code).toBe('TENANT_NOT_FOUND');
  });

  it('matches the tenant name case-insensitively, and by id', async () => {
    expect((await requestOtp(test, '0512345009', { __tenant: 'DeMo' })).statusCode).toBe(200);
    expect(
      (await requestOtp(test, '0512345009', { __tenant: seedIds.tenants.demo })).statusCode,
    ).toBe(200);
  });

  it('sends at most 3 codes per number per 10 minutes, then answers 429 RATE_LIMIT', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await requestOtp(test, '0512345010')).statusCode).toBe(200);
      test.clock.advance(60_000);
    }
    const refused = await requestOtp(test, '0512345010');
    expect(refused.statusCode).toBe(429);
    // Its wait in the request's language (Arabic by default; issue 21, item 9).
    expect(errorBodySchema.parse(refused.json()).error).toMatchObject({
      code: 'RATE_LIMIT',
      details: 'حاول مرة أخرى بعد أن تنقضي 10 دقائق.',
    });
    expect(refused.headers['retry-after']).toBeDefined();
    const english = await requestOtp(test, '0512345010', { 'accept-language': 'en' });
    expect(errorBodySchema.parse(english.json()).error.details).toBe('Try again in 10 minutes.');
    const stored = await test.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobileNumber, '+966512345010'));
    expect(stored).toHaveLength(3);
    // Another number and another tenant have their own limits.
    expect((await requestOtp(test, '0512345011')).statusCode).toBe(200);
    expect((await requestOtp(test, '0512345010', { __tenant: 'salon' })).statusCode).toBe(200);
    // 10 minutes after the first send, one more is allowed.
    test.clock.set(new Date(testEpoch.getTime() + 10 * 60_000));
    expect((await requestOtp(test, '0512345010')).statusCode).toBe(200);
  });

  it('holds the limit when many requests for one number arrive at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => requestOtp(test, '0512345012')),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it("ends the SMS with the WebOTP line for the asking page's host, on a line of its own", async () => {
    const sendOtp = vi.fn<SmsSender['sendOtp']>(() => Promise.resolve());
    const sms = await buildTestApp({ smsSender: { sendOtp } });
    try {
      await requestOtp(sms, '0512345014', { 'accept-language': 'en', origin: testCorsOrigin });
      await requestOtp(sms, '0512345015', { origin: 'https://evil.example' });
      await requestOtp(sms, '0512345016');
      const [english, foreign, none] = sendOtp.mock.calls.map(([message]) => message);
      expect(english?.text).toBe(
        `Your verification code is ${english?.code}. It expires in 5 minutes.\n\n@shop.example #${english?.code}`,
      );
      // A foreign origin is never written into an SMS: the checkout's own host is.
      expect(foreign?.text.split('\n').at(-1)).toBe(`@api.test #${foreign?.code}`);
      expect(foreign?.text.startsWith(`رمز التحقق الخاص بك هو ${foreign?.code}.`)).toBe(true);
      expect(none?.text.split('\n').at(-1)).toBe(`@api.test #${none?.code}`);
    } finally {
      await sms.close();
    }
  });

  it('logs the code outside production', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await requestOtp(logged, '0512345013');
      const code = logged.outbox.latest('+966512345013')?.code ?? 'none';
      expect(lines.some((line) => line.includes(code) && line.includes('OTP code'))).toBe(true);
    } finally {
      await logged.close();
    }
  });
});

describe('POST /api/app/otp per client IP (@fastify/rate-limit)', () => {
  it('answers 429 RATE_LIMIT once SIGN_IN_RATE_LIMIT calls a minute are used', async () => {
    const test = await buildTestApp({ env: { SIGN_IN_RATE_LIMIT: '2' } });
    try {
      expect((await requestOtp(test, '0512345101')).statusCode).toBe(200);
      expect((await requestOtp(test, '0512345102')).statusCode).toBe(200);
      const refused = await requestOtp(test, '0512345103', { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(429);
      expect(errorBodySchema.parse(refused.json()).error).toMatchObject({
        code: 'RATE_LIMIT',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      expect(refused.headers['retry-after']).toBeDefined();
      // Issue 21, item 9: `details` was the limiter's English whatever the language asked for.
      expect(errorBodySchema.parse(refused.json()).error.details).toMatch(
        /^Try again in (1 minute|\d{1,2} seconds?)\.$/,
      );
      const arabic = await requestOtp(test, '0512345104', { 'accept-language': 'ar' });
      expect(arabic.statusCode).toBe(429);
      expect(errorBodySchema.parse(arabic.json()).error).toMatchObject({
        message: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
        details: expect.stringMatching(/^حاول مرة أخرى بعد \S/) as string,
      });
    } finally {
      await test.close();
    }
  });
});

describe('POST /api/app/otp behind a load balancer (TRUSTED_PROXIES)', () => {
  const proxy = '10.0.0.1';
  const from = (remoteAddress: string, forwardedFor: string) => ({
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  function requestOtpVia(
    test: TestApp,
    mobileNumber: string,
    peer: { remoteAddress: string; headers: Record<string, string> },
  ) {
    return test.app.inject({
      method: 'POST',
      url: '/api/app/otp',
      remoteAddress: peer.remoteAddress,
      headers: { __tenant: 'demo', ...peer.headers },
      payload: { mobileNumber, purpose: 0 },
    });
  }

  it("counts each client's address as a listed proxy forwards it", async () => {
    const test = await buildTestApp({
      env: { SIGN_IN_RATE_LIMIT: '1', TRUSTED_PROXIES: `127.0.0.1,${proxy}/32` },
    });
    try {
      const statuses = [
        await requestOtpVia(test, '0512345301', from(proxy, '203.0.113.1')),
        await requestOtpVia(test, '0512345302', from(proxy, '203.0.113.2')),
        await requestOtpVia(test, '0512345303', from(proxy, '203.0.113.1')),
      ].map((response) => response.statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await test.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const test = await buildTestApp({
      env: { SIGN_IN_RATE_LIMIT: '2', TRUSTED_PROXIES: proxy },
    });
    try {
      const statuses: number[] = [];
      for (let send = 0; send < 6; send += 1) {
        const forged = from('198.51.100.7', `203.0.113.${send}`);
        statuses.push((await requestOtpVia(test, `05123453${10 + send}`, forged)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    } finally {
      await test.close();
    }
  });

  it('takes the address the listed proxy saw, not what the client forwarded to it', async () => {
    const test = await buildTestApp({
      env: { SIGN_IN_RATE_LIMIT: '2', TRUSTED_PROXIES: proxy },
    });
    try {
      const statuses: number[] = [];
      for (let send = 0; send < 4; send += 1) {
        const forged = from(proxy, `203.0.113.${send}, 198.51.100.8`);
        statuses.push((await requestOtpVia(test, `05123453${20 + send}`, forged)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await test.close();
    }
  });
});

describe('POST /api/app/otp per client IP, many calls at once', () => {
  it('accepts exactly the limit: each call is counted in one atomic statement', async () => {
    const test = await buildTestApp({ env: { SIGN_IN_RATE_LIMIT: '10' } });
    try {
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          requestOtp(test, `05123455${String(index).padStart(2, '0')}`),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    } finally {
      await test.close();
    }
  });
});

describe('POST /api/app/otp on two instances of one database', () => {
  it('holds the per-address limit across both: the counters are in the database', async () => {
    const instances = await buildTwoTestInstances({ env: { SIGN_IN_RATE_LIMIT: '2' } });
    try {
      const { first, second } = instances;
      const statuses = [
        await requestOtp(first, '0512345401'),
        await requestOtp(second, '0512345402'),
        await requestOtp(first, '0512345403'),
        await requestOtp(second, '0512345404'),
      ].map((response) => response.statusCode);
      expect(statuses).toEqual([200, 200, 429, 429]);
      // A minute later the window has passed, on both instances alike.
      for (const instance of [first, second]) {
        instance.clock.set(new Date(testEpoch.getTime() + 60_000));
      }
      expect((await requestOtp(second, '0512345405')).statusCode).toBe(200);
    } finally {
      await instances.close();
    }
  });
});

describe('POST /api/app/otp in production', () => {
  it('sends the code through the SmsSender, logs no code, and has no /dev/otp-outbox', async () => {
    const sendOtp = vi.fn<SmsSender['sendOtp']>(() => Promise.resolve());
    const lines: string[] = [];
    const test = await buildTestApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'info' },
      smsSender: { sendOtp },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const response = await requestOtp(test, '0512345201', { 'accept-language': 'en' });
      expect(response.statusCode).toBe(200);
      expect(sendOtp).toHaveBeenCalledTimes(1);
      const message = sendOtp.mock.calls[0]?.[0];
      expect(message).toMatchObject({
        tenantId: seedIds.tenants.demo,
        mobileNumber: '+966512345201',
        language: 'en',
      });
      expect(message?.text).toContain(message?.code ?? 'missing');
      expect(lines.join('\n')).not.toContain(message?.code ?? 'missing');
      const outbox = await test.app.inject({
        method: 'GET',
        url: '/dev/otp-outbox?mobileNumber=0512345201',
      });
      expect(outbox.statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });

  // Issue 21, item 7: this answered the payment provider's "The payment provider is unavailable
  // right now." A code that cannot be sent has its own code and text.
  it('answers 503 OTP_SEND_FAILED in the asked language and keeps no challenge when the SMS gateway is not configured', async () => {
    const { unconfiguredSmsSender } = await import('./sms-sender.ts');
    const test = await buildTestApp({
      env: { NODE_ENV: 'production' },
      smsSender: unconfiguredSmsSender,
    });
    try {
      const english = await requestOtp(test, '0512345202', { 'accept-language': 'en' });
      expect(english.statusCode).toBe(503);
      expect(errorBodySchema.parse(english.json()).error).toMatchObject({
        code: 'OTP_SEND_FAILED',
        message: 'The verification code could not be sent right now. Please try again later.',
      });
      const arabic = await requestOtp(test, '0512345202', { 'accept-language': 'ar' });
      expect(arabic.statusCode).toBe(503);
      expect(errorBodySchema.parse(arabic.json()).error).toMatchObject({
        code: 'OTP_SEND_FAILED',
        message: 'تعذّر إرسال رمز التحقق حاليًا. يرجى المحاولة لاحقًا.',
      });
      expect(await test.database.db.select().from(otpChallenges)).toEqual([]);
    } finally {
      await test.close();
    }
  });
});
