import {
  connectTokenClientId,
  connectTokenScope,
  connectTokenResponseSchema,
  devOtpOutboxEntrySchema,
  otpResponseSchema,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { form } from './form.ts';

/** A signed-in customer's tokens, as a test uses them. */
export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** The otp token that signed in (it now proves the number). */
  otpToken: string;
  customerId: string;
  /** E.164. */
  mobileNumber: string;
  /** `{ authorization, __tenant }` headers for `app.inject`. */
  headers: Record<string, string>;
}

/**
 * Signs a customer in the way the checkout does: `POST /api/app/otp`, the code from
 * `GET /dev/otp-outbox`, then `POST /connect/token` with the mobile-number grant.
 *
 * @example
 * const { headers } = await signIn(app, 'demo', '0512345678');
 * await app.inject({ method: 'GET', url: '/api/auth/current-user', headers });
 */
export async function signIn(
  app: FastifyInstance,
  tenant = 'demo',
  mobileNumber = '0512345678',
): Promise<SignedIn> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/app/otp',
    headers: { __tenant: tenant },
    payload: { mobileNumber, purpose: 0 },
  });
  if (sent.statusCode !== 200)
    throw new Error(`OTP request failed: ${sent.statusCode} ${sent.body}`);
  const { token } = otpResponseSchema.parse(sent.json());
  const outbox = await app.inject({
    method: 'GET',
    url: '/dev/otp-outbox',
    headers: { __tenant: tenant },
    query: { mobileNumber },
  });
  if (outbox.statusCode !== 200) throw new Error(`Outbox read failed: ${outbox.body}`);
  const { code, mobileNumber: e164 } = devOtpOutboxEntrySchema.parse(outbox.json());
  const tokenResponse = await app.inject({
    method: 'POST',
    url: '/connect/token',
    ...form(
      {
        grant_type: 'mobile_number',
        client_id: connectTokenClientId,
        scope: connectTokenScope,
        otp: code,
        token,
      },
      tenant,
    ),
  });
  if (tokenResponse.statusCode !== 200) {
    throw new Error(`Sign-in failed: ${tokenResponse.statusCode} ${tokenResponse.body}`);
  }
  const tokens = connectTokenResponseSchema.parse(tokenResponse.json());
  const customerId = decodeJwt(tokens.access_token).CustomerId;
  if (typeof customerId !== 'string') throw new Error('The access token has no CustomerId');
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    otpToken: token,
    customerId,
    mobileNumber: e164,
    headers: { authorization: `Bearer ${tokens.access_token}`, __tenant: tenant },
  };
}
