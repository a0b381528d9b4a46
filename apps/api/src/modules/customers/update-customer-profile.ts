import { localize, type Customer, type Language } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { checkOtpCode } from '../auth/check-otp-code.ts';
import { OAuthError } from '../auth/oauth-error.ts';
import { createOtpRepository } from '../auth/otp-repository.ts';
import type { SigningKeys } from '../auth/signing-keys.ts';
import { fieldError } from '../../errors/field-error.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { customerMessage } from './customer-messages.ts';
import {
  createCustomerProfileRepository,
  type CustomerProfileChanges,
} from './customer-profile-repository.ts';
import { toCustomer } from './to-customer.ts';

/** The validated body of `PUT /api/app/identity-customer` (mobile number already E.164). */
export interface CustomerProfileUpdate extends CustomerProfileChanges {
  otpToken?: string | undefined;
  otp?: string | undefined;
}

/** What a profile update uses. */
export interface ProfileUpdateContext {
  db: Db;
  keys: SigningKeys;
  now: Date;
  tenantId: string;
  customerId: string;
  language: Language;
}

/**
 * `PUT /api/app/identity-customer`: writes name, email and custom fields. A different mobile
 * number is taken only with a one-time code sent to it (`otpToken` and `otp`, checked as at
 * sign-in and consumed with the change): otherwise 400 `VALIDATION_ERROR` on `otp`; a number of
 * another customer of the tenant is 409 `CONFLICT` (docs/product/account.md).
 *
 * @example
 * const customer = await updateCustomerProfile(context, { name: 'Sara', email: 'sara@example.com' });
 */
export async function updateCustomerProfile(
  context: ProfileUpdateContext,
  update: CustomerProfileUpdate,
): Promise<Customer> {
  const { db, tenantId, customerId, language } = context;
  const current = await createCustomerProfileRepository(db, tenantId).find(customerId);
  if (!current) throw new ApiError(404, 'NOT_FOUND');
  const changesNumber =
    update.mobileNumber !== undefined && update.mobileNumber !== current.mobileNumber;

  let challengeId: string | null = null;
  if (changesNumber) {
    if (!update.otpToken || !update.otp) {
      throw fieldError('otp', customerMessage('otpRequired', language));
    }
    try {
      const challenge = await checkOtpCode(
        context,
        tenantId,
        { otp: update.otp, token: update.otpToken },
        context.now,
        language,
      );
      if (challenge.mobileNumber !== update.mobileNumber) {
        throw fieldError('otpToken', customerMessage('otpForOtherNumber', language));
      }
      challengeId = challenge.id;
    } catch (error) {
      if (error instanceof OAuthError) {
        throw fieldError('otp', localize(error.description, language));
      }
      throw error;
    }
  }

  try {
    const updated = await db.transaction(async (tx) => {
      if (challengeId !== null) {
        const consumed = await createOtpRepository(tx, tenantId).consume(challengeId, context.now);
        if (!consumed) throw fieldError('otp', customerMessage('otpRequired', language));
      }
      return createCustomerProfileRepository(tx, tenantId).update(customerId, {
        name: update.name,
        ...(update.email !== undefined ? { email: update.email } : {}),
        ...(update.customFields !== undefined ? { customFields: update.customFields } : {}),
        ...(changesNumber && update.mobileNumber ? { mobileNumber: update.mobileNumber } : {}),
      });
    });
    if (!updated) throw new ApiError(404, 'NOT_FOUND');
    return toCustomer(updated);
  } catch (error) {
    if (isUniqueViolation(error, 'customers_tenant_mobile_unique')) {
      throw new ApiError(409, 'CONFLICT', {
        message: customerMessage('mobileNumberTaken', language),
      });
    }
    throw error;
  }
}
