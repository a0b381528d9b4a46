import { errorMessages, type LocalizedText } from '@storefront/contracts';
import type { MessageTable } from '../../platform/message-table.ts';

/** The `error_description`s of `/connect/token`, in English and Arabic. */
export const oauthMessages = {
  codeNotValid: { en: 'The code is not valid.', ar: 'الرمز غير صالح.' },
  codeFormat: { en: 'The code must be 6 digits.', ar: 'يجب أن يتكون الرمز من 6 أرقام.' },
  codeExpired: {
    en: 'The code has expired. Request a new one.',
    ar: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
  },
  codeReplaced: {
    en: 'A newer code was sent to this number. Enter the latest code.',
    ar: 'أُرسل رمز أحدث إلى هذا الرقم. أدخل آخر رمز وصلك.',
  },
  codeUsed: {
    en: 'This code has already been used. Request a new one.',
    ar: 'تم استخدام هذا الرمز من قبل. اطلب رمزًا جديدًا.',
  },
  tooManyWrongCodes: {
    en: 'Too many wrong codes. Request a new one.',
    ar: 'تم إدخال رمز خاطئ مرات كثيرة. اطلب رمزًا جديدًا.',
  },
  tooManyWrongCodesForNumber: {
    en: 'Too many wrong codes for this number. Wait a while, then request a new code.',
    ar: 'أُدخلت رموز خاطئة كثيرة لهذا الرقم. انتظر قليلًا ثم اطلب رمزًا جديدًا.',
  },
  refreshTokenNotValid: {
    en: 'The refresh token is not valid. Sign in again.',
    ar: 'انتهت صلاحية الجلسة. يرجى تسجيل الدخول مرة أخرى.',
  },
  tenantRequired: errorMessages.TENANT_REQUIRED,
  formRequired: {
    en: 'The request must be a form-encoded body.',
    ar: 'يجب إرسال الطلب كنموذج مرمّز (form-encoded).',
  },
  unknownClient: {
    en: 'The client_id is missing or unknown.',
    ar: 'معرّف العميل (client_id) مفقود أو غير معروف.',
  },
  grantTypeRequired: { en: 'grant_type is required.', ar: 'الحقل grant_type مطلوب.' },
  grantTypeUnsupported: {
    en: 'Use grant_type mobile_number or refresh_token.',
    ar: 'استخدم grant_type بقيمة mobile_number أو refresh_token.',
  },
  parameterNotValid: {
    en: 'A parameter is repeated or not valid.',
    ar: 'أحد الحقول مكرر أو غير صالح.',
  },
} as const satisfies MessageTable;

/**
 * "The code is not correct" with the tries left.
 *
 * @example
 * wrongCodeMessage(4).en; // 'The code is not correct. 4 tries left.'
 */
export function wrongCodeMessage(triesLeft: number): LocalizedText {
  return {
    en: `The code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
    ar: `الرمز غير صحيح. المحاولات المتبقية: ${triesLeft}.`,
  };
}

/**
 * "Missing or invalid parameter" naming the fields.
 *
 * @example
 * missingParametersMessage(['otp']).en; // 'Missing or invalid parameter: otp.'
 */
export function missingParametersMessage(fields: readonly string[]): LocalizedText {
  const names = fields.join(', ');
  return {
    en: `Missing or invalid parameter: ${names}.`,
    ar: `حقل مفقود أو غير صالح: ${names}.`,
  };
}
