import { messageLookup, type MessageTable } from '../../platform/message-table.ts';

/** The order area's own messages (the error codes' messages live in contracts). */
const orderMessages = {
  paymentMethodUnavailable: {
    en: 'This payment method is not available.',
    ar: 'طريقة الدفع هذه غير متاحة.',
  },
  onlinePaymentElsewhere: {
    en: 'Card, Apple Pay, tamara and tabby payments are completed through their payment page.',
    ar: 'تُكمَل المدفوعات بالبطاقة وApple Pay وتمارا وتابي من خلال صفحة الدفع الخاصة بها.',
  },
  unknownSorting: {
    en: 'Unknown sorting. Sort by completedAt, orderNumber or totalAmount, then asc or desc.',
    ar: 'الترتيب غير معروف. رتّب حسب completedAt أو orderNumber أو totalAmount، ثم asc أو desc.',
  },
  bankTransferInfoMissing: {
    en: 'Please upload the bank transfer receipt first.',
    ar: 'يرجى رفع إيصال التحويل البنكي أولًا.',
  },
} as const satisfies MessageTable;

/** The name of an order message. */
export type OrderMessageKey = keyof typeof orderMessages;

/**
 * An order message in the request's language.
 *
 * @example
 * orderMessage('bankTransferInfoMissing', 'en'); // 'Please upload the bank transfer receipt first.'
 */
export const orderMessage = messageLookup(orderMessages);
