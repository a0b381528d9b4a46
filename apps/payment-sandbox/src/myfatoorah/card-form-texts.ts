import type { LocalizedText } from '@storefront/contracts';

/** The embedded card form's texts (labels, errors), Arabic and English. */
export const cardFormTexts = {
  title: { en: 'Card details', ar: 'بيانات البطاقة' },
  number: { en: 'Card number', ar: 'رقم البطاقة' },
  name: { en: 'Name on card', ar: 'الاسم على البطاقة' },
  expiry: { en: 'Expiry (MM/YY)', ar: 'تاريخ الانتهاء (MM/YY)' },
  cvc: { en: 'CVC', ar: 'رمز التحقق (CVC)' },
  sandboxNote: {
    en: 'Payment sandbox: use a test card, any future expiry and any CVC.',
    ar: 'بيئة دفع تجريبية: استخدم بطاقة اختبار وأي تاريخ انتهاء مستقبلي وأي رمز تحقق.',
  },
  numberInvalid: { en: 'Enter a valid card number.', ar: 'أدخل رقم بطاقة صحيحًا.' },
  numberUnsupported: { en: 'This card type is not accepted.', ar: 'نوع البطاقة هذا غير مقبول.' },
  nameRequired: { en: 'Enter the name on the card.', ar: 'أدخل الاسم كما هو على البطاقة.' },
  expiryInvalid: { en: 'Enter the expiry as MM/YY.', ar: 'أدخل تاريخ الانتهاء بصيغة MM/YY.' },
  expiryPast: { en: 'This card has expired.', ar: 'انتهت صلاحية هذه البطاقة.' },
  cvcInvalid: { en: 'Enter the 3 or 4 digit CVC.', ar: 'أدخل رمز التحقق المكوّن من 3 أو 4 أرقام.' },
  checkCard: { en: 'Check the card details.', ar: 'تحقق من بيانات البطاقة.' },
  sessionInvalid: {
    en: 'This payment session is not valid. Start the payment again.',
    ar: 'جلسة الدفع هذه غير صالحة. ابدأ الدفع من جديد.',
  },
  sessionUsed: {
    en: 'This payment session has already been used. Start the payment again.',
    ar: 'استُخدمت جلسة الدفع هذه من قبل. ابدأ الدفع من جديد.',
  },
  networkError: {
    en: 'The card could not be sent. Check your connection and try again.',
    ar: 'تعذّر إرسال البطاقة. تحقق من اتصالك وحاول مجددًا.',
  },
  badParent: {
    en: 'This form must be opened by the payment script.',
    ar: 'يجب فتح هذا النموذج من خلال سكربت الدفع.',
  },
} as const satisfies Record<string, LocalizedText>;
