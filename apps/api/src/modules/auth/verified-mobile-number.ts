import type { Db } from '../../db/database.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import { createOtpRepository } from './otp-repository.ts';

/**
 * The mobile number (E.164) an otp token proves: its code was entered correctly at
 * `/connect/token` within the last 30 minutes, in this tenant. Null otherwise. For routes that
 * take an `otpToken`, such as `PUT /api/app/cart/customer/{cartId}` (docs/product/sign-in.md).
 *
 * @example
 * const mobile = await verifiedMobileNumber(app.db, tenant.id, query.otpToken, app.deps.clock.now());
 * if (mobile !== query.mobileNumber) throw new ApiError(400, 'VALIDATION_ERROR', …);
 */
export function verifiedMobileNumber(
  db: Db,
  tenantId: string,
  otpToken: string,
  now: Date,
): Promise<string | null> {
  return createOtpRepository(db, tenantId).findVerifiedMobileNumber(hashOpaqueToken(otpToken), now);
}
