import { otpResponseSchema } from '@storefront/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn } from '../../testing/sign-in.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { verifiedMobileNumber } from './verified-mobile-number.ts';

describe('verifiedMobileNumber', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());
  beforeEach(() => test.clock.set(testEpoch));

  const check = (token: string, tenantId: string = seedIds.tenants.demo) =>
    verifiedMobileNumber(test.database.db, tenantId, token, test.clock.now());

  it('answers the number once the token signed in, for 30 minutes, in its tenant only', async () => {
    const { otpToken } = await signIn(test.app, 'demo', '0512343001');
    expect(await check(otpToken)).toBe('+966512343001');
    expect(await check(otpToken, seedIds.tenants.salon)).toBeNull();
    test.clock.advance(30 * 60_000);
    expect(await check(otpToken)).toBe('+966512343001');
    test.clock.advance(1);
    expect(await check(otpToken)).toBeNull();
  });

  it('answers null for a token whose code was not entered, and for an unknown token', async () => {
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/app/otp',
      headers: { __tenant: 'demo' },
      payload: { mobileNumber: '0512343002', purpose: 0 },
    });
    const { token } = otpResponseSchema.parse(sent.json());
    expect(await check(token)).toBeNull();
    expect(await check('unknown')).toBeNull();
  });
});
