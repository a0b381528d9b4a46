import type { LocalizedText } from '../constants/localize.ts';
import { localize } from '../constants/localize.ts';
import { errorMessages } from '../errors/error-messages.ts';

/**
 * Bilingual texts of every validation message key. Schemas put the key in each issue's `message`;
 * the checkout's i18n and the API translate the same keys. English is the spec's text where it
 * gives one (docs/product/validation.md); the receipt texts are the bank-transfer error codes'
 * messages.
 */
export const validationMessages = {
  'validation.required': { en: 'This field is required', ar: 'هذا الحقل مطلوب' },
  'validation.invalid': { en: 'This value is not valid', ar: 'هذه القيمة غير صالحة' },
  'validation.text.unstorable': {
    en: 'This text contains a character that cannot be saved',
    ar: 'يحتوي هذا النص على حرف لا يمكن حفظه',
  },
  'validation.paymentMethodCode.invalid': {
    en: 'The payment method must be 1 (cash), 2 (online) or 3 (bank transfer)',
    ar: 'يجب أن تكون طريقة الدفع 1 (نقدًا) أو 2 (إلكترونيًا) أو 3 (تحويل بنكي)',
  },
  'validation.cardNumber.digits': {
    en: 'The card number may contain digits only',
    ar: 'يجب أن يحتوي رقم البطاقة على أرقام فقط',
  },
  'validation.cardNumber.length': {
    en: 'The card number must be 13 to 19 digits',
    ar: 'يجب أن يتكون رقم البطاقة من 13 إلى 19 رقمًا',
  },
  'validation.cardNumber.invalid': {
    en: 'The card number is not valid',
    ar: 'رقم البطاقة غير صحيح',
  },
  'validation.name.tooShort': {
    en: 'The name must be at least 2 characters',
    ar: 'يجب ألا يقل الاسم عن حرفين',
  },
  'validation.nameOnCard.characters': {
    en: 'The name may contain only letters, spaces, dots and hyphens',
    ar: 'يجب أن يحتوي الاسم على حروف ومسافات ونقاط وشرطات فقط',
  },
  'validation.expiryMonth.invalid': {
    en: 'Enter a valid month (01 to 12)',
    ar: 'أدخل شهرًا صحيحًا (من 01 إلى 12)',
  },
  'validation.expiryYear.invalid': {
    en: 'Enter a valid year (YY)',
    ar: 'أدخل سنة صحيحة من رقمين (YY)',
  },
  'validation.expiryYear.past': {
    en: 'The expiry year cannot be in the past',
    ar: 'لا يمكن أن تكون سنة الانتهاء في الماضي',
  },
  'validation.startDate.past': {
    en: 'The start date cannot be in the past. Choose today or a later date.',
    ar: 'لا يمكن أن يكون تاريخ البدء في الماضي. اختر اليوم أو تاريخًا لاحقًا.',
  },
  'validation.card.expired': { en: 'This card has expired', ar: 'انتهت صلاحية هذه البطاقة' },
  'validation.cvc.invalid': {
    en: 'The CVC must be 3 or 4 digits',
    ar: 'يجب أن يتكون رمز التحقق (CVC) من 3 أو 4 أرقام',
  },
  'validation.zipCode.invalid': {
    en: 'Enter a valid ZIP code (5 digits)',
    ar: 'أدخل رمزًا بريديًا صحيحًا (5 أرقام)',
  },
  'validation.receipt.fileCount': errorMessages.BANK_TRANSFER_INVALID_FILE,
  'validation.receipt.fileType': errorMessages.BANK_TRANSFER_INVALID_FILE_TYPE,
  'validation.receipt.fileSize': errorMessages.BANK_TRANSFER_FILE_TOO_LARGE,
  'validation.phone.invalid': {
    en: 'Enter a valid Saudi mobile number, e.g. 05XXXXXXXX',
    ar: 'أدخل رقم جوال سعودي صحيحًا، مثل 05XXXXXXXX',
  },
  'validation.couponCode.tooLong': {
    en: 'The discount code must be under 50 characters',
    ar: 'يجب أن يكون رمز الخصم أقل من 50 حرفًا',
  },
  'validation.terms.required': {
    en: 'You must accept the terms and conditions',
    ar: 'يجب الموافقة على الشروط والأحكام',
  },
  'validation.email.invalid': {
    en: 'Enter a valid email address',
    ar: 'أدخل بريدًا إلكترونيًا صحيحًا',
  },
} as const satisfies Record<`validation.${string}`, LocalizedText>;

/** A validation message key, e.g. `validation.cardNumber.invalid`. */
export type ValidationMessageKey = keyof typeof validationMessages;

/** Whether a string is one of the validation message keys. */
export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}

/**
 * The text of a validation message key in a language, with English as the fallback language.
 *
 * @example
 * validationMessage('validation.required', 'en'); // 'This field is required'
 */
export function validationMessage(key: ValidationMessageKey, language: string): string {
  return localize(validationMessages[key], language);
}
