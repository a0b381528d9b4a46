import { messageLookup, type MessageTable } from '../../platform/message-table.ts';

/** The payment area's own messages (the error codes' messages live in contracts). */
const paymentMessages = {
  methodUnavailable: {
    en: 'This payment method is not available.',
    ar: 'طريقة الدفع هذه غير متاحة.',
  },
  cardsThroughOtherProvider: {
    en: "This store's cards are paid through another payment provider.",
    ar: 'تُدفع بطاقات هذا المتجر عبر مزوّد دفع آخر.',
  },
  returnUrlNotAllowed: {
    en: 'This URL is not an allowed return address.',
    ar: 'هذا الرابط ليس عنوان عودة مسموحًا به.',
  },
  idempotencyKeyRequired: {
    en: 'The Idempotency-Key header is required (8 to 200 characters).',
    ar: 'الترويسة Idempotency-Key مطلوبة (من 8 إلى 200 حرف).',
  },
  customerRequired: {
    en: 'Please sign in and enter your name and mobile number before paying.',
    ar: 'يرجى تسجيل الدخول وإدخال اسمك ورقم جوالك قبل الدفع.',
  },
  notYourCustomer: {
    en: 'This is not the signed-in customer.',
    ar: 'هذا ليس العميل الذي سجّل الدخول.',
  },
  attemptNotFound: {
    en: 'This payment was not found.',
    ar: 'لم يتم العثور على عملية الدفع هذه.',
  },
  attemptNotPending: {
    en: 'This payment has already ended. Start a new one.',
    ar: 'انتهت عملية الدفع هذه. ابدأ عملية جديدة.',
  },
  foreignPayment: {
    en: 'This payment does not belong to this order.',
    ar: 'عملية الدفع هذه لا تخص هذا الطلب.',
  },
  paymentNotCompleted: {
    en: 'The payment has not been completed.',
    ar: 'لم تكتمل عملية الدفع.',
  },
  paymentInProgressElsewhere: {
    en: 'Another payment for this cart has just started. Try again.',
    ar: 'بدأت للتو عملية دفع أخرى لهذه السلة. حاول مرة أخرى.',
  },
  invalidNotification: {
    en: 'The notification token is not valid.',
    ar: 'رمز الإشعار غير صالح.',
  },
} as const satisfies MessageTable;

/** The name of a payment message. */
export type PaymentMessageKey = keyof typeof paymentMessages;

/**
 * A payment message in the request's language.
 *
 * @example
 * paymentMessage('paymentNotCompleted', 'en'); // 'The payment has not been completed.'
 */
export const paymentMessage = messageLookup(paymentMessages);
