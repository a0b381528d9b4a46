export { normalizeDigits } from './normalize-digits.ts';
export {
  validationMessages,
  validationMessage,
  isValidationMessageKey,
} from './validation-messages.ts';
export type { ValidationMessageKey } from './validation-messages.ts';
export { requiredText } from './required-text.ts';
export type { RequiredTextOptions } from './required-text.ts';
export { isLuhnValid } from './luhn.ts';
export { cardNumberSchema } from './card-number.ts';
export { nameOnCardSchema } from './name-on-card.ts';
export { expiryMonthSchema } from './expiry-month.ts';
export { createExpiryYearSchema } from './expiry-year.ts';
export { expiryFullYear, isCardExpired } from './card-expiry.ts';
export type { ClockOptions } from './clock-options.ts';
export { cvcSchema } from './cvc.ts';
export { zipCodeSchema } from './zip-code.ts';
export { createCardSchema } from './card-form.ts';
export type { CardFormInput, CardDetails } from './card-form.ts';
export { transferorNameSchema } from './transferor-name.ts';
export { fileMatchesTypes } from './file-matches-types.ts';
export { fileWithinSize } from './file-within-size.ts';
export { bankReceiptSchema } from './bank-receipt.ts';
export type { BankReceiptInput } from './bank-receipt.ts';
export { bankTransferSchema } from './bank-transfer-form.ts';
export type { BankTransferFormInput, BankTransferDetails } from './bank-transfer-form.ts';
export { saudiMobileNumberSchema, parseSaudiMobileNumber } from './saudi-mobile-number.ts';
export { couponCodeSchema } from './coupon-code.ts';
export { termsAcceptedSchema } from './terms-accepted.ts';
export { emailSchema } from './email.ts';
export { toValidationErrors } from './to-validation-errors.ts';
export type { FieldValidationError } from './to-validation-errors.ts';
export { customFieldProblems, isCustomFieldSet } from './custom-field-problems.ts';
export type { CustomFieldProblem, CustomFieldRule } from './custom-field-problems.ts';
export { customFieldValuesFormSchema } from './custom-field-values.ts';
export { forceAtLeast } from './force-at-least.ts';
