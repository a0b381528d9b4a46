import { messageLookup, type MessageTable } from '../../platform/message-table.ts';

/** The cart's own messages (the error codes' messages live in contracts). */
const cartMessages = {
  productNotFound: {
    en: 'This product was not found.',
    ar: 'لم يتم العثور على هذا المنتج.',
  },
  itemNotInCart: {
    en: 'This item is not in the cart.',
    ar: 'هذا العنصر غير موجود في السلة.',
  },
  cartEmpty: { en: 'Your cart is empty.', ar: 'سلتك فارغة.' },
  paymentInProgress: {
    en: 'A payment is in progress for this cart. Finish or cancel it first.',
    ar: 'هناك عملية دفع جارية لهذه السلة. أكملها أو ألغها أولًا.',
  },
  customerMissing: {
    en: 'Please enter your name and mobile number.',
    ar: 'يرجى إدخال اسمك ورقم جوالك.',
  },
  slotRequired: {
    en: 'Please choose the start and end of the reservation.',
    ar: 'يرجى اختيار بداية الحجز ونهايته.',
  },
  invalidDate: { en: 'This date is not valid.', ar: 'هذا التاريخ غير صالح.' },
  otpTokenNotVerified: {
    en: 'This mobile number has not been verified with this code.',
    ar: 'لم يتم التحقق من رقم الجوال هذا بهذا الرمز.',
  },
  notSignedInNumber: {
    en: 'This mobile number is not the one you signed in with.',
    ar: 'رقم الجوال هذا ليس الرقم الذي سجلت الدخول به.',
  },
  cartChanged: {
    en: 'Your cart changed in the meantime. Please review it and try again.',
    ar: 'تغيّرت سلتك في الأثناء. يرجى مراجعتها والمحاولة مرة أخرى.',
  },
  pricesChanged: {
    en: 'The prices in your cart have changed. Please review your cart.',
    ar: 'تغيّرت الأسعار في سلتك. يرجى مراجعة السلة.',
  },
} as const satisfies MessageTable;

/** The name of a cart message. */
export type CartMessageKey = keyof typeof cartMessages;

/**
 * A cart message in the request's language.
 *
 * @example
 * cartMessage('cartEmpty', 'en'); // 'Your cart is empty.'
 */
export const cartMessage = messageLookup(cartMessages);
