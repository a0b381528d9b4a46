import { messageLookup, type MessageTable } from '../../platform/message-table.ts';

/** The account's own messages (the error codes' messages live in contracts). */
const customerMessages = {
  otpRequired: {
    en: 'A new mobile number needs the code sent to it.',
    ar: 'يحتاج رقم الجوال الجديد إلى الرمز المرسل إليه.',
  },
  otpForOtherNumber: {
    en: 'This code was sent to another mobile number.',
    ar: 'أُرسل هذا الرمز إلى رقم جوال آخر.',
  },
  mobileNumberTaken: {
    en: 'This mobile number belongs to another account.',
    ar: 'رقم الجوال هذا مرتبط بحساب آخر.',
  },
  notYourCustomerId: {
    en: 'You can only see your own account.',
    ar: 'يمكنك الاطلاع على حسابك فقط.',
  },
} as const satisfies MessageTable;

/** The name of a customer-account message. */
export type CustomerMessageKey = keyof typeof customerMessages;

/**
 * A customer-account message in the request's language.
 *
 * @example
 * customerMessage('otpRequired', 'en'); // 'A new mobile number needs the code sent to it.'
 */
export const customerMessage = messageLookup(customerMessages);
