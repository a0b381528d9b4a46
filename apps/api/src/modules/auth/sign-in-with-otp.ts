import type { ConnectTokenResponse, Language } from '@storefront/contracts';
import { checkOtpCode } from './check-otp-code.ts';
import { createCustomerRepository } from './customer-repository.ts';
import { addRefreshToken, tokenResponse } from './issue-tokens.ts';
import { OAuthError } from './oauth-error.ts';
import { oauthMessages } from './oauth-messages.ts';
import { createOtpRepository } from './otp-repository.ts';
import { createSessionRepository } from './session-repository.ts';
import type { SignInContext } from './sign-in-context.ts';

/**
 * The `mobile_number` grant: checks the code against the otp token's challenge (5 tries, 5
 * minutes, single use; 10 wrong codes per number per 30 minutes, then 429), then creates the customer on first sign-in, opens a session and returns
 * its tokens. Throws {@link OAuthError} `invalid_grant` for any refused code.
 *
 * @example
 * const tokens = await signInWithOtp(context, tenant.id, { otp: '048213', token }, 'ar');
 */
export async function signInWithOtp(
  context: SignInContext,
  tenantId: string,
  grant: { otp: string; token: string },
  language: Language,
): Promise<ConnectTokenResponse> {
  const now = context.clock.now();
  const counted = await checkOtpCode(context, tenantId, grant, now, language);

  const signedIn = await context.db.transaction(async (tx) => {
    if (!(await createOtpRepository(tx, tenantId).consume(counted.id, now))) return null;
    const customer = await createCustomerRepository(tx, tenantId).findOrCreate(
      counted.mobileNumber,
      context.random.uuid(),
      now,
    );
    const sessionId = context.random.uuid();
    await createSessionRepository(tx, tenantId).createSession({
      id: sessionId,
      customerId: customer.id,
      createdAt: now,
    });
    const refreshToken = await addRefreshToken(tx, context, tenantId, sessionId, now);
    return { customer, sessionId, refreshToken };
  });
  if (!signedIn) {
    throw new OAuthError('invalid_grant', oauthMessages.codeUsed);
  }
  return tokenResponse(
    context,
    {
      customerId: signedIn.customer.id,
      tenantId,
      sessionId: signedIn.sessionId,
      mobileNumber: signedIn.customer.mobileNumber,
    },
    signedIn.refreshToken,
    now,
  );
}
