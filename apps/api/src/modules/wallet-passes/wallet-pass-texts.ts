import {
  localize,
  paymentMethodSchema,
  type Language,
  type PaymentMethod,
} from '@storefront/contracts';
import { messageLookup, type MessageTable } from '../../platform/message-table.ts';

/** The labels of a pass's fields and the wallet-pass area's messages, in Arabic and English. */
const walletPassTexts = {
  reservation: { en: 'Reservation', ar: 'الحجز' },
  startsAt: { en: 'Date', ar: 'الموعد' },
  endsAt: { en: 'Ends', ar: 'ينتهي' },
  order: { en: 'Order', ar: 'الطلب' },
  orderTotal: { en: 'Order total', ar: 'إجمالي الطلب' },
  orderedAt: { en: 'Ordered on', ar: 'تاريخ الطلب' },
  items: { en: 'Items', ar: 'العناصر' },
  paymentMethod: { en: 'Payment method', ar: 'طريقة الدفع' },
  cartNotCompleted: {
    en: 'This cart is not completed yet. Its Apple Wallet pass is available once the order is placed.',
    ar: 'لم تكتمل هذه السلة بعد. تتوفر بطاقة Apple Wallet الخاصة بها بعد إتمام الطلب.',
  },
} as const satisfies MessageTable;

/** Payment method names as a pass shows them. */
const paymentMethodNames = {
  mada: { en: 'mada', ar: 'مدى' },
  visa: { en: 'Card', ar: 'بطاقة' },
  cash: { en: 'Cash', ar: 'نقدًا' },
  applepay: { en: 'Apple Pay', ar: 'Apple Pay' },
  tamara: { en: 'tamara', ar: 'تمارا' },
  tabby: { en: 'tabby', ar: 'تابي' },
  banktransfer: { en: 'Bank transfer', ar: 'تحويل بنكي' },
} as const satisfies MessageTable & Record<PaymentMethod, unknown>;

const paymentMethodText = messageLookup(paymentMethodNames);

/** The name of a wallet-pass text. */
export type WalletPassTextKey = keyof typeof walletPassTexts;

/**
 * A wallet-pass label or message in `language`.
 *
 * @example
 * walletPassText('orderTotal', 'ar'); // 'إجمالي الطلب'
 */
export const walletPassText = messageLookup(walletPassTexts);

/**
 * The pass's description (what VoiceOver reads and the lock screen shows), in `language`.
 *
 * @example
 * walletPassDescription('Demo Store', 'ORD-000001', 'en'); // 'Demo Store order ORD-000001'
 */
export function walletPassDescription(
  brandName: string,
  orderNumber: string,
  language: Language,
): string {
  return localize(
    { en: `${brandName} order ${orderNumber}`, ar: `طلب ${brandName} رقم ${orderNumber}` },
    language,
  );
}

/**
 * An order's payment method as a pass shows it; a value outside docs/product/entities.md is shown
 * as stored.
 *
 * @example
 * paymentMethodName('banktransfer', 'ar'); // 'تحويل بنكي'
 */
export function paymentMethodName(method: string, language: Language): string {
  const known = paymentMethodSchema.safeParse(method);
  return known.success ? paymentMethodText(known.data, language) : method;
}
