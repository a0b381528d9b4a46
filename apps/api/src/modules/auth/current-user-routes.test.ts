import { currentUserSchema, errorBodySchema } from '@storefront/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn } from '../../testing/sign-in.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { testPublicUrl } from '../../testing/test-config.ts';
import { generateSigningKeyPem, signingKeysFromPem } from './signing-keys.ts';

function currentUser(test: TestApp, headers: Record<string, string>) {
  return test.app.inject({
    method: 'GET',
    url: '/api/auth/current-user',
    headers: { __tenant: 'demo', ...headers },
  });
}

function expectUnauthorized(response: Awaited<ReturnType<typeof currentUser>>) {
  expect(response.statusCode).toBe(401);
  expect(errorBodySchema.parse(response.json()).error.code).toBe('UNAUTHORIZED');
  expect(response.headers['www-authenticate']).toBe('Bearer');
}

describe('GET /api/auth/current-user', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());
  beforeEach(() => test.clock.set(testEpoch));

  it('answers 401 UNAUTHORIZED when not signed in', async () => {
    expectUnauthorized(await currentUser(test, {}));
  });

  it('answers the signed-in customer', async () => {
    const signedIn = await signIn(test.app, 'demo', '0512342001');
    const response = await currentUser(test, signedIn.headers);
    expect(response.statusCode).toBe(200);
    expect(currentUserSchema.parse(response.json())).toEqual({
      isAuthenticated: true,
      customerId: signedIn.customerId,
      name: null,
      mobileNumber: '+966512342001',
    });
  });

  it('refuses an expired access token', async () => {
    const signedIn = await signIn(test.app, 'demo', '0512342002');
    test.clock.advance(14 * 60_000);
    expect((await currentUser(test, signedIn.headers)).statusCode).toBe(200);
    test.clock.advance(2 * 60_000);
    expectUnauthorized(await currentUser(test, signedIn.headers));
  });

  it('refuses a token signed with another key', async () => {
    const signedIn = await signIn(test.app, 'demo', '0512342003');
    const forger = signingKeysFromPem(generateSigningKeyPem());
    const [, payload = ''] = signedIn.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: test.signingKeys.keyId })
      .sign(forger.privateKey);
    expectUnauthorized(await currentUser(test, { authorization: `Bearer ${forged}` }));
  });

  it('refuses a tampered token and an unsigned one', async () => {
    const signedIn = await signIn(test.app, 'demo', '0512342004');
    const [header, , signature] = signedIn.accessToken.split('.');
    const other = await signIn(test.app, 'demo', '0512342005');
    const [, otherPayload] = other.accessToken.split('.');
    expectUnauthorized(
      await currentUser(test, { authorization: `Bearer ${header}.${otherPayload}.${signature}` }),
    );
    const none = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${otherPayload}.`;
    expectUnauthorized(await currentUser(test, { authorization: `Bearer ${none}` }));
  });

  it("refuses another tenant's token", async () => {
    const salon = await signIn(test.app, 'salon', '0512342006');
    expectUnauthorized(
      await currentUser(test, { authorization: `Bearer ${salon.accessToken}`, __tenant: 'demo' }),
    );
    expect(
      (await currentUser(test, { authorization: `Bearer ${salon.accessToken}`, __tenant: 'salon' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a token for another issuer or audience even with our key', async () => {
    const signedIn = await signIn(test.app, 'demo', '0512342007');
    const base = {
      CustomerId: signedIn.customerId,
      tenantid: seedIds.tenants.demo,
      sid: '00000000-0000-4000-8000-000000000000',
    };
    for (const [issuer, audience] of [
      ['https://evil.example', 'storefront'],
      [testPublicUrl, 'someone-else'],
    ] as const) {
      const token = await new SignJWT(base)
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' })
        .setSubject(signedIn.customerId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(testEpoch)
        .setExpirationTime(testEpoch.getTime() / 1000 + 600)
        .sign(test.signingKeys.privateKey);
      expectUnauthorized(await currentUser(test, { authorization: `Bearer ${token}` }));
    }
  });

  it('refuses malformed Authorization headers', async () => {
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not.a.jwt', 'bearer x y']) {
      expectUnauthorized(await currentUser(test, { authorization }));
    }
  });

  it('answers 400 TENANT_REQUIRED without __tenant and 404 for an unknown tenant', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/api/auth/current-user' });
    expect(missing.statusCode).toBe(400);
    expect(errorBodySchema.parse(missing.json()).error.code).toBe('TENANT_REQUIRED');
    const unknown = await currentUser(test, { __tenant: 'nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error.code).toBe('TENANT_NOT_FOUND');
  });
});
