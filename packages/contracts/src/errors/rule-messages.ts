import type { LocalizedText } from '../constants/localize.ts';
import { localize } from '../constants/localize.ts';

/**
 * Named failures and screen texts of the spec that are not error codes (docs/product/overview.md,
 * flows.md and errors.md), in Arabic and English; the English is the spec's, verbatim.
 */
export const ruleMessages = {
  /** Validating a cart without a cart id. */
  cartIdNotAvailable: { en: 'Cart ID is not available.', ar: 'رقم السلة غير متوفر.' },
  /** ADD_ITEMS with several items and the single-item flag. */
  multipleItemsAsSingleItem: {
    en: 'Cannot add multiple items as single item',
    ar: 'لا يمكن إضافة عدة منتجات كمنتج واحد',
  },
  /** A product without any price. */
  productHasNoPricing: {
    en: 'Product has no pricing options',
    ar: 'لا توجد خيارات تسعير لهذا المنتج',
  },
  /** ADD_TO_CART of a timed or variable-duration booking before a time is chosen. */
  reservationTimeRequired: {
    en: 'Choose a time for your booking.',
    ar: 'اختر موعدًا لحجزك.',
  },
  /** ADD_TO_CART of a full-day booking before a day is chosen. */
  reservationDayRequired: {
    en: 'Choose a day for your booking.',
    ar: 'اختر يومًا لحجزك.',
  },
  /** Generic error title. */
  somethingWentWrong: { en: 'Something Went Wrong', ar: 'حدث خطأ ما' },
  /** Generic error hint. */
  tryAgainLater: { en: 'Please try again later', ar: 'يرجى المحاولة لاحقًا' },
  /** Title where a failed payment needs one (the body is the PAYMENT_FAILED message). */
  paymentFailed: { en: 'Payment Failed', ar: 'فشلت عملية الدفع' },
  /** Payment error screen: title. */
  paymentErrorTitle: { en: 'Payment Error', ar: 'خطأ في الدفع' },
  /** Payment error screen: description. */
  paymentErrorDescription: {
    en: 'Something went wrong during payment processing.',
    ar: 'حدث خطأ أثناء معالجة عملية الدفع.',
  },
  /** Payment error screen: what to do. */
  paymentErrorHint: {
    en: 'Please try again or contact support if the problem persists.',
    ar: 'يرجى المحاولة مرة أخرى أو التواصل مع الدعم إذا استمرت المشكلة.',
  },
  /** Bank accounts failed to load. */
  bankAccountsLoadFailed: {
    en: 'Unable to load bank accounts',
    ar: 'تعذّر تحميل الحسابات البنكية',
  },
  /** The tenant has no bank accounts. */
  noBankAccounts: { en: 'No bank accounts available', ar: 'لا توجد حسابات بنكية متاحة' },
  /** Shown with `noBankAccounts`. */
  bankTransferNotSetUp: {
    en: 'Please contact support to set up bank transfer payments',
    ar: 'يرجى التواصل مع الدعم لإعداد الدفع بالتحويل البنكي',
  },
  /** The tenant offers no payment method. */
  noPaymentMethods: {
    en: 'No payment methods are currently available.',
    ar: 'لا توجد طرق دفع متاحة حاليًا.',
  },
} as const satisfies Record<string, LocalizedText>;

/** The name of a rule message. */
export type RuleMessageKey = keyof typeof ruleMessages;

/**
 * A rule message in a language, with English as the fallback language.
 *
 * @example
 * ruleMessage('noBankAccounts', 'en'); // 'No bank accounts available'
 */
export function ruleMessage(key: RuleMessageKey, language: string): string {
  return localize(ruleMessages[key], language);
}
