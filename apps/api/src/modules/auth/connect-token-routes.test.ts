import {
  connectTokenClientId,
  connectTokenErrorSchema,
  connectTokenResponseSchema,
  errorBodySchema,
  otpResponseSchema,
} from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authSessions, customers, refreshTokens } from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { DevOtpOutbox } from './dev-otp-outbox.ts';
import { SmsUnavailableError } from './sms-sender.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { form } from '../../testing/form.ts';
import { signIn } from '../../testing/sign-in.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { testPublicUrl } from '../../testing/test-config.ts';
import { hashOpaqueToken } from './opaque-token.ts';

/** Sends a code to `mobileNumber` and returns its otp token and the code from the outbox. */
async function sendCode(test: TestApp, mobileNumber: string, tenant = 'demo') {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/app/otp',
    headers: { __tenant: tenant },
    payload: { mobileNumber, purpose: 0 },
  });
  const { token } = otpResponseSchema.parse(response.json());
  const code = test.outbox.latest(`+966${mobileNumber.slice(1)}`)?.code ?? '';
  return { token, code };
}

function tokenRequest(
  test: TestApp,
  fields: Record<string, string>,
  tenant = 'demo',
  language = 'en',
) {
  const { payload, headers } = form(fields, tenant);
  return test.app.inject({
    method: 'POST',
    url: '/connect/token',
    payload,
    headers: { ...headers, 'accept-language': language },
  });
}

function mobileGrant(test: TestApp, token: string, otp: string, tenant = 'demo') {
  return tokenRequest(
    test,
    { grant_type: 'mobile_number', client_id: connectTokenClientId, otp, token },
    tenant,
  );
}

function refreshGrant(test: TestApp, refreshToken: string, tenant = 'demo') {
  return tokenRequest(
    test,
    { grant_type: 'refresh_token', client_id: connectTokenClientId, refresh_token: refreshToken },
    tenant,
  );
}

function currentUser(test: TestApp, accessToken: string, tenant = 'demo') {
  return test.app.inject({
    method: 'GET',
    url: '/api/auth/current-user',
    headers: { __tenant: tenant, authorization: `Bearer ${accessToken}` },
  });
}

/** A code that is not the sent one. */
function wrongCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('POST /connect/token, grant_type=mobile_number', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());
  beforeEach(() => test.clock.set(testEpoch));

  it('signs in with the code: 200 with a Bearer JWT carrying CustomerId and a refresh token', async () => {
    const { token, code } = await sendCode(test, '0512340001');
    const response = await mobileGrant(test, token, code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = connectTokenResponseSchema.parse(response.json());
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      iss: testPublicUrl,
      aud: 'storefront',
      tenantid: seedIds.tenants.demo,
      exp: testEpoch.getTime() / 1000 + 900,
    });
    expect(claims.CustomerId).toBe(claims.sub);
    const [customer] = await test.database.db
      .select()
      .from(customers)
      .where(eq(customers.mobileNumber, '+966512340001'));
    expect(customer?.id).toBe(claims.CustomerId);
  });

  it('creates the customer on the first sign-in only', async () => {
    const first = await signIn(test.app, 'demo', '0512340002');
    const second = await signIn(test.app, 'demo', '+966512340002');
    expect(second.customerId).toBe(first.customerId);
    const rows = await test.database.db
      .select()
      .from(customers)
      .where(eq(customers.mobileNumber, '+966512340002'));
    expect(rows).toHaveLength(1);
    // The same number is another customer in another tenant.
    const salon = await signIn(test.app, 'salon', '0512340002');
    expect(salon.customerId).not.toBe(first.customerId);
  });

  it('accepts the code typed in Arabic-Indic digits', async () => {
    const { token, code } = await sendCode(test, '0512340003');
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await mobileGrant(test, token, arabic)).statusCode).toBe(200);
  });

  it('refuses a wrong code with 400 invalid_grant, counting the tries left', async () => {
    const { token, code } = await sendCode(test, '0512340004');
    const response = await mobileGrant(test, token, wrongCode(code));
    expect(response.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(response.json())).toEqual({
      error: 'invalid_grant',
      error_description: 'The code is not correct. 4 tries left.',
    });
    const arabic = await tokenRequest(
      test,
      { grant_type: 'mobile_number', client_id: connectTokenClientId, otp: wrongCode(code), token },
      'demo',
      'ar',
    );
    expect(connectTokenErrorSchema.parse(arabic.json()).error_description).toBe(
      'الرمز غير صحيح. المحاولات المتبقية: 3.',
    );
  });

  it('locks the token after 5 wrong codes: the right one is refused too', async () => {
    const { token, code } = await sendCode(test, '0512340005');
    for (let i = 0; i < 5; i += 1) {
      expect((await mobileGrant(test, token, wrongCode(code))).statusCode).toBe(400);
    }
    const locked = await mobileGrant(test, token, code);
    expect(locked.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(locked.json())).toEqual({
      error: 'invalid_grant',
      error_description: 'Too many wrong codes. Request a new one.',
    });
  });

  it('accepts the right code after 4 wrong ones', async () => {
    const { token, code } = await sendCode(test, '0512340006');
    for (let i = 0; i < 4; i += 1) await mobileGrant(test, token, wrongCode(code));
    expect((await mobileGrant(test, token, code)).statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const { token, code } = await sendCode(test, '0512340007');
    expect((await mobileGrant(test, token, code)).statusCode).toBe(200);
    const again = await mobileGrant(test, token, code);
    expect(again.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(again.json()).error_description).toBe(
      'This code has already been used. Request a new one.',
    );
  });

  it('lets one of two simultaneous uses of a code sign in', async () => {
    const { token, code } = await sendCode(test, '0512340008');
    const responses = await Promise.all([
      mobileGrant(test, token, code),
      mobileGrant(test, token, code),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a code after its 5 minutes', async () => {
    const { token, code } = await sendCode(test, '0512340009');
    test.clock.advance(5 * 60_000);
    const expired = await mobileGrant(test, token, code);
    expect(expired.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(expired.json())).toEqual({
      error: 'invalid_grant',
      error_description: 'The code has expired. Request a new one.',
    });
  });

  it('lets only the latest code sign in: a new code closes the earlier ones', async () => {
    const first = await sendCode(test, '0512340019');
    test.clock.advance(30_000);
    const second = await sendCode(test, '0512340019');
    const replaced = await mobileGrant(test, first.token, first.code);
    expect(replaced.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(replaced.json())).toEqual({
      error: 'invalid_grant',
      error_description: 'A newer code was sent to this number. Enter the latest code.',
    });
    expect((await mobileGrant(test, second.token, second.code)).statusCode).toBe(200);
  });

  it('keeps the earlier code when the new one could not be sent', async () => {
    const delivered = new DevOtpOutbox();
    let gatewayDown = false;
    const flaky = await buildTestApp({
      smsSender: {
        sendOtp: (message) =>
          gatewayDown ? Promise.reject(new SmsUnavailableError()) : delivered.sendOtp(message),
      },
    });
    const requestCode = () =>
      flaky.app.inject({
        method: 'POST',
        url: '/api/app/otp',
        headers: { __tenant: 'demo' },
        payload: { mobileNumber: '0512340020', purpose: 0 },
      });
    try {
      const { token } = otpResponseSchema.parse((await requestCode()).json());
      const code = delivered.latest('+966512340020')?.code ?? '';
      flaky.clock.advance(30_000);
      gatewayDown = true;
      const failed = await requestCode();
      expect(failed.statusCode).toBe(503);
      expect((await mobileGrant(flaky, token, code)).statusCode).toBe(200);
    } finally {
      await flaky.close();
    }
  });

  it('accepts a code just before its 5 minutes end', async () => {
    const { token, code } = await sendCode(test, '0512340010');
    test.clock.advance(5 * 60_000 - 1);
    expect((await mobileGrant(test, token, code)).statusCode).toBe(200);
  });

  it("refuses another tenant's otp token", async () => {
    const { token, code } = await sendCode(test, '0512340011', 'salon');
    const response = await mobileGrant(test, token, code, 'demo');
    expect(response.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(response.json()).error).toBe('invalid_grant');
  });

  it('refuses an unknown otp token and a code that is not 6 digits', async () => {
    expect((await mobileGrant(test, 'no-such-token', '123456')).statusCode).toBe(400);
    const { token } = await sendCode(test, '0512340012');
    const response = await mobileGrant(test, token, '12ab');
    expect(connectTokenErrorSchema.parse(response.json()).error).toBe('invalid_grant');
  });
});

describe('POST /connect/token, wrong codes per mobile number (ASVS 5.0 6.6.3)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());
  beforeEach(() => test.clock.set(testEpoch));

  async function wrongTimes(token: string, code: string, times: number) {
    const answers = [];
    for (let i = 0; i < times; i += 1)
      answers.push(await mobileGrant(test, token, wrongCode(code)));
    return answers;
  }

  it('allows 10 wrong codes across two codes of one number, then answers 429 even to the right code until 30 minutes pass', async () => {
    const first = await sendCode(test, '0512340101');
    expect((await wrongTimes(first.token, first.code, 5)).map((r) => r.statusCode)).toEqual([
      400, 400, 400, 400, 400,
    ]);
    test.clock.advance(60_000);
    const second = await sendCode(test, '0512340101');
    const answers = await wrongTimes(second.token, second.code, 5);
    // The tries left are the number's when fewer than the code's.
    expect(connectTokenErrorSchema.parse(answers[0]?.json()).error_description).toBe(
      'The code is not correct. 4 tries left.',
    );
    expect(connectTokenErrorSchema.parse(answers[4]?.json())).toEqual({
      error: 'invalid_grant',
      error_description:
        'Too many wrong codes for this number. Wait a while, then request a new code.',
    });
    test.clock.advance(60_000);
    const third = await sendCode(test, '0512340101');
    const locked = await mobileGrant(test, third.token, third.code);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(28 * 60));
    expect(errorBodySchema.parse(locked.json()).error).toMatchObject({
      code: 'RATE_LIMIT',
      details: 'Try again in 28 minutes.',
    });
    const arabic = await tokenRequest(
      test,
      {
        grant_type: 'mobile_number',
        client_id: connectTokenClientId,
        otp: third.code,
        token: third.token,
      },
      'demo',
      'ar',
    );
    expect(errorBodySchema.parse(arabic.json()).error.details).toBe(
      'حاول مرة أخرى بعد أن تنقضي 28 دقيقة.',
    );
    // Until the window that began with the first wrong code ends; then the number signs in.
    test.clock.set(new Date(testEpoch.getTime() + 30 * 60_000 - 1));
    expect((await mobileGrant(test, third.token, third.code)).statusCode).toBe(429);
    test.clock.set(new Date(testEpoch.getTime() + 30 * 60_000));
    const fourth = await sendCode(test, '0512340101');
    expect((await mobileGrant(test, fourth.token, fourth.code)).statusCode).toBe(200);
  });

  it('keeps the limit per number and per tenant', async () => {
    const first = await sendCode(test, '0512340102');
    await wrongTimes(first.token, first.code, 5);
    test.clock.advance(60_000);
    const second = await sendCode(test, '0512340102');
    await wrongTimes(second.token, second.code, 5);
    const other = await sendCode(test, '0512340103');
    expect((await mobileGrant(test, other.token, other.code)).statusCode).toBe(200);
    const salon = await sendCode(test, '0512340102', 'salon');
    expect((await mobileGrant(test, salon.token, salon.code, 'salon')).statusCode).toBe(200);
  });

  it('counts only wrong codes: right codes, used or replaced tokens give their try back', async () => {
    for (let round = 0; round < 2; round += 1) {
      const sent = await sendCode(test, '0512340104');
      await wrongTimes(sent.token, sent.code, 4);
      expect((await mobileGrant(test, sent.token, sent.code)).statusCode).toBe(200);
      // A used token's tries are refused as used, not counted against the number.
      expect((await mobileGrant(test, sent.token, sent.code)).statusCode).toBe(400);
      test.clock.advance(5 * 60_000);
    }
    // 8 wrong codes so far: 2 more are allowed (had the right codes or the used token's tries
    // counted, the number would be at 10 or more now).
    const third = await sendCode(test, '0512340104');
    const answers = await wrongTimes(third.token, third.code, 3);
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 429]);
  });

  it('holds the limit when many wrong codes for one number arrive at once', async () => {
    const first = await sendCode(test, '0512340105');
    await wrongTimes(first.token, first.code, 5);
    test.clock.advance(60_000);
    const second = await sendCode(test, '0512340105');
    await wrongTimes(second.token, second.code, 3);
    test.clock.advance(60_000);
    const third = await sendCode(test, '0512340105');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => mobileGrant(test, third.token, wrongCode(third.code))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([400, 400, 429, 429, 429]);
  });

  it("refuses an earlier code's right answer once a new code is sent (a new code voids the old)", async () => {
    const first = await sendCode(test, '0512340106');
    test.clock.advance(1000);
    const second = await sendCode(test, '0512340106');
    const old = await mobileGrant(test, first.token, first.code);
    expect(connectTokenErrorSchema.parse(old.json()).error_description).toBe(
      'A newer code was sent to this number. Enter the latest code.',
    );
    // Refusing the voided code counted no wrong code: 5 wrong ones on the new one still answer 400.
    const answers = await wrongTimes(second.token, second.code, 5);
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
  });
});

describe('POST /connect/token, malformed requests', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  it.each([
    [{ grant_type: 'mobile_number', otp: '1', token: 't' }, 'invalid_client'],
    [{ grant_type: 'mobile_number', client_id: 'other', otp: '1', token: 't' }, 'invalid_client'],
    [{ grant_type: 'password', client_id: connectTokenClientId }, 'unsupported_grant_type'],
    [{ client_id: connectTokenClientId }, 'invalid_request'],
    [{ grant_type: 'mobile_number', client_id: connectTokenClientId, otp: '1' }, 'invalid_request'],
    [{ grant_type: 'refresh_token', client_id: connectTokenClientId }, 'invalid_request'],
  ])('answers %j with 400 %s', async (fields, error) => {
    const response = await tokenRequest(test, fields);
    expect(response.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(response.json()).error).toBe(error);
  });

  it('answers a missing __tenant OAuth style and an unknown tenant with the ABP 404', async () => {
    const fields = {
      grant_type: 'refresh_token',
      client_id: connectTokenClientId,
      refresh_token: 'x',
    };
    const missing = await test.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form(fields),
    });
    expect(missing.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(missing.json()).error).toBe('invalid_request');
    const unknown = await tokenRequest(test, fields, 'nowhere');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error.code).toBe('TENANT_NOT_FOUND');
  });

  it('answers 415 for a body that is neither form-encoded nor JSON, 413 when too large', async () => {
    const media = await test.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { __tenant: 'demo', 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(media.statusCode).toBe(415);
    expect(errorBodySchema.parse(media.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const large = await tokenRequest(test, { refresh_token: 'x'.repeat(20_000) });
    expect(large.statusCode).toBe(413);
    expect(errorBodySchema.parse(large.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a repeated parameter', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { __tenant: 'demo', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&client_id=${connectTokenClientId}&refresh_token=a&refresh_token=b`,
    });
    expect(response.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(response.json()).error).toBe('invalid_request');
  });
});

describe('POST /connect/token, grant_type=refresh_token', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());
  beforeEach(() => test.clock.set(testEpoch));

  it('rotates: answers a new token pair, and the old refresh token is spent', async () => {
    const signedIn = await signIn(test.app, 'demo', '0512341001');
    test.clock.advance(60_000);
    const response = await refreshGrant(test, signedIn.refreshToken);
    expect(response.statusCode).toBe(200);
    const rotated = connectTokenResponseSchema.parse(response.json());
    expect(rotated.refresh_token).not.toBe(signedIn.refreshToken);
    expect(rotated.access_token).not.toBe(signedIn.accessToken);
    expect(decodeJwt(rotated.access_token).CustomerId).toBe(signedIn.customerId);
    expect((await currentUser(test, rotated.access_token)).statusCode).toBe(200);
    // The new refresh token works in turn.
    expect((await refreshGrant(test, rotated.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is used again', async () => {
    const signedIn = await signIn(test.app, 'demo', '0512341002');
    const rotated = connectTokenResponseSchema.parse(
      (await refreshGrant(test, signedIn.refreshToken)).json(),
    );
    const replay = await refreshGrant(test, signedIn.refreshToken);
    expect(replay.statusCode).toBe(400);
    expect(connectTokenErrorSchema.parse(replay.json()).error).toBe('invalid_grant');
    // The newer tokens of the family stop working too.
    expect((await refreshGrant(test, rotated.refresh_token)).statusCode).toBe(400);
    expect((await currentUser(test, rotated.access_token)).statusCode).toBe(401);
    const [session] = await test.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.customerId, signedIn.customerId));
    expect(session?.revokedReason).toBe('refresh_token_reuse');
    // Signing in again opens a new, working session.
    const again = await signIn(test.app, 'demo', '0512341002');
    expect((await currentUser(test, again.accessToken)).statusCode).toBe(200);
  });

  it('gives exactly one new token pair for 10 parallel uses of one refresh token', async () => {
    const signedIn = await signIn(test.app, 'demo', '0512341003');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => refreshGrant(test, signedIn.refreshToken)),
    );
    const succeeded = responses.filter((r) => r.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(9);
    const [session] = await test.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.customerId, signedIn.customerId));
    const issued = await test.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, session?.id ?? ''));
    // The sign-in's token and exactly one rotation.
    expect(issued).toHaveLength(2);
  });

  it('refuses an unknown, expired or other-tenant refresh token', async () => {
    expect((await refreshGrant(test, 'not-a-refresh-token')).statusCode).toBe(400);
    const other = await signIn(test.app, 'salon', '0512341004');
    expect((await refreshGrant(test, other.refreshToken, 'demo')).statusCode).toBe(400);
    // Refusing it in the wrong tenant neither spends nor revokes it.
    expect((await refreshGrant(test, other.refreshToken, 'salon')).statusCode).toBe(200);
    const old = await signIn(test.app, 'demo', '0512341005');
    test.clock.advance(30 * 24 * 60 * 60_000);
    const expired = await refreshGrant(test, old.refreshToken);
    expect(expired.statusCode).toBe(400);
    const [row] = await test.database.db
      .select()
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tenantId, seedIds.tenants.demo),
          eq(refreshTokens.tokenHash, hashOpaqueToken(old.refreshToken)),
        ),
      );
    // Refused as expired, not as reused: nothing is spent or revoked.
    expect(row?.usedAt).toBeNull();
  });
});
