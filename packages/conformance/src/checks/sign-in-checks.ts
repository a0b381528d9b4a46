import {
  connectTokenClientId,
  connectTokenErrorSchema,
  connectTokenScope,
  currentUserSchema,
  devOtpOutboxEntrySchema,
  otpResponseSchema,
  parseSaudiMobileNumber,
  type DevOtpOutboxEntry,
} from '@storefront/contracts';
import { createConnectTokenClient, customerIdOf, requestUrl } from '@storefront/sdk';
import * as z from 'zod/mini';
import { Mismatch, shown, Skip } from '../runner/check-failure.ts';
import { readBody, type ConformanceContext, type Shopper } from '../runner/conformance-context.ts';
import { expectEqual, expectRefusal } from '../runner/expect.ts';

const noOutbox =
  'no --otp-outbox given: the run cannot read the one-time code, so it cannot sign in';

/**
 * Sign-in by one-time code (docs/product/sign-in.md): a code for a Saudi mobile number answers
 * `{token, expiresIn}`, a bad number 400 `VALIDATION_ERROR`, a wrong code 400 `invalid_grant` in
 * the OAuth body; with a way to read the code (`--otp-outbox`), the code signs in and the
 * signed-in calls work. Without one, those checks are skipped.
 */
export async function signInChecks(context: ConformanceContext): Promise<void> {
  const group = context.run.group('sign-in');
  const { http, options } = context;
  const e164 = parseSaudiMobileNumber(context.mobileNumber) ?? context.mobileNumber;

  const sent = await group.check(
    'requesting a code for a Saudi mobile number answers {token, expiresIn}',
    () =>
      http.post(
        '/api/app/otp',
        { mobileNumber: context.mobileNumber, purpose: 0 },
        { responseSchema: otpResponseSchema },
      ),
  );

  await group.check(
    'a number that is not a Saudi mobile answers 400 VALIDATION_ERROR naming mobileNumber',
    async () => {
      await expectRefusal(http.post('/api/app/otp', { mobileNumber: '12345', purpose: 0 }), {
        status: 400,
        code: 'VALIDATION_ERROR',
        member: 'mobileNumber',
      });
    },
  );

  const code = await group.after([sent], 'the outbox holds the code sent', async () => {
    const { otpOutboxUrl } = options;
    if (otpOutboxUrl === undefined) throw new Skip(noOutbox);
    const url = new URL(otpOutboxUrl);
    url.searchParams.set('mobileNumber', e164);
    const response = await context.fetch(url, {
      headers: { Accept: 'application/json', __tenant: options.tenant },
    });
    const body = await readBody(response);
    const entry = z.safeParse(devOtpOutboxEntrySchema, body);
    if (!response.ok || !entry.success) {
      throw new Mismatch('200 {mobileNumber, code, sentAt}', `${response.status} ${shown(body)}`);
    }
    return entry.data;
  });

  // Tried before the right code: a wrong try leaves the code usable (5 tries per token).
  await group.after(
    [sent],
    'a wrong code answers 400 invalid_grant in the OAuth body',
    async ({ token }) => {
      const wrong = code.passed && code.value.code === '000000' ? '111111' : '000000';
      const response = await context.fetch(requestUrl(options.baseUrl, '/connect/token'), {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
          'Accept-Language': context.language,
          __tenant: options.tenant,
        },
        body: new URLSearchParams({
          grant_type: 'mobile_number',
          client_id: connectTokenClientId,
          scope: connectTokenScope,
          otp: wrong,
          token,
        }),
      });
      const body = await readBody(response);
      const parsed = z.safeParse(connectTokenErrorSchema, body);
      if (response.status !== 400 || !parsed.success || parsed.data.error !== 'invalid_grant') {
        throw new Mismatch(
          '400 {"error": "invalid_grant", "error_description"}',
          `${response.status} ${shown(body)}`,
        );
      }
    },
  );

  context.shopper = await group.after(
    [sent, code],
    'the code signs in and answers tokens',
    (otp, entry) => signIn(context, otp.token, entry),
  );

  await group.after(
    [context.shopper],
    "signed in, current-user answers the shopper's customer",
    async (shopper) => {
      const user = await shopper.http.get('/api/auth/current-user', {
        responseSchema: currentUserSchema,
      });
      expectEqual(
        'customerId and mobileNumber',
        [shopper.customerId, e164],
        [user.customerId, user.mobileNumber],
      );
    },
  );

  await group.check('without a token, current-user answers 401 UNAUTHORIZED', async () => {
    await expectRefusal(http.get('/api/auth/current-user'), { status: 401, code: 'UNAUTHORIZED' });
  });
}

async function signIn(
  context: ConformanceContext,
  otpToken: string,
  entry: DevOtpOutboxEntry,
): Promise<Shopper> {
  const { baseUrl, tenant } = context.options;
  const connectToken = createConnectTokenClient({ baseUrl, tenant, fetch: context.fetch });
  const tokens = await connectToken.mobileNumberGrant({ otp: entry.code, token: otpToken });
  const customerId = customerIdOf(tokens.access_token);
  if (customerId === null) {
    throw new Mismatch('an access token with a CustomerId claim', shown(tokens.access_token, 60));
  }
  return {
    accessToken: tokens.access_token,
    otpToken,
    customerId,
    mobileNumber: entry.mobileNumber,
    ...context.signedInClient(tokens.access_token),
  };
}
