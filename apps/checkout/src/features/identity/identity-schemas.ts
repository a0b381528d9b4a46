import {
  nameMinLength,
  normalizeDigits,
  requiredText,
  type ValidationMessageKey,
} from '@storefront/contracts';
import * as z from 'zod/mini';

/**
 * The shopper's full name: required, at least 2 characters (docs/product/constants.md, "Name
 * length").
 */
export const fullNameSchema = requiredText().check(
  z.minLength(nameMinLength, {
    error: 'validation.name.tooShort' satisfies ValidationMessageKey,
  }),
);

/**
 * The length of the one-time codes the API sends (docs/product/sign-in.md: "The code has 6
 * digits").
 */
export const otpCodeLength = 6;

/**
 * The verification code: 6 digits, Arabic-Indic digits accepted; output in Western digits.
 *
 * @example
 * otpCodeSchema.parse('١٢٣٤٥٦'); // '123456'
 */
export const otpCodeSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value) => normalizeDigits(value).replace(/\s/g, '')),
  ),
  z
    .string()
    .check(z.regex(new RegExp(`^\\d{${otpCodeLength}}$`), { error: 'identity.codeInvalid' })),
);

/**
 * Starts fetching the mobile number rule (once), e.g. when the shopper reaches the form, so it is
 * there by the time they press "Send code".
 *
 * @example
 * <form onFocus={() => void preloadMobileNumberRule()}>…</form>
 */
export function preloadMobileNumberRule() {
  return import('./mobile-number-schema.ts');
}

/**
 * The first step's schema: the Saudi mobile number alone (output in E.164); the name is asked
 * only of a new customer, once the code proved the number (docs/product/sign-in.md). The mobile
 * rule is fetched on first use, so its phone metadata stays out of the first load.
 *
 * @example
 * const schema = await loadIdentityDetailsSchema();
 * schema.parse({ mobileNumber: '0512345678' }).mobileNumber; // '+966512345678'
 */
export async function loadIdentityDetailsSchema() {
  const { saudiMobileNumberSchema } = await preloadMobileNumberRule();
  return z.object({ mobileNumber: saudiMobileNumberSchema });
}

/** The new customer's step: their full name. */
export const identityNameSchema = z.object({ name: fullNameSchema });
