import { instalmentProviderPage } from '../hosted-page/instalment-page.ts';

/**
 * tabby's hosted payment page (drawn by `renderInstalmentPage`): "Pay", "Cancel" and "Decline",
 * its words in both languages, the words for each settled tabby status, and tabby's colours.
 */
export const tabbyPage = instalmentProviderPage({
  texts: {
    en: {
      title: 'Pay with tabby',
      lead: 'Split your purchase into 4 interest-free payments.',
      total: 'Total',
      plan: 'Your payment plan',
      due: ['Today', 'In 1 month', 'In 2 months', 'In 3 months'],
      items: 'Items',
      actions: { pay: 'Pay', cancel: 'Cancel', decline: 'Decline' },
      settledHeading: 'This payment is already settled',
      settled: {
        AUTHORIZED: 'The payment was approved.',
        CLOSED: 'The payment was approved and captured.',
        REJECTED: 'The payment was declined.',
        EXPIRED: 'The payment has expired.',
      },
      back: 'Back to the store',
    },
    ar: {
      title: 'الدفع عبر تابي',
      lead: 'قسّم مشترياتك على 4 دفعات بدون فوائد.',
      total: 'الإجمالي',
      plan: 'خطة الدفع',
      due: ['اليوم', 'بعد شهر', 'بعد شهرين', 'بعد 3 أشهر'],
      items: 'المنتجات',
      actions: { pay: 'ادفع', cancel: 'إلغاء', decline: 'رفض' },
      settledHeading: 'تمت تسوية هذه الدفعة بالفعل',
      settled: {
        AUTHORIZED: 'تمت الموافقة على الدفعة.',
        CLOSED: 'تمت الموافقة على الدفعة وتحصيلها.',
        REJECTED: 'تم رفض الدفعة.',
        EXPIRED: 'انتهت صلاحية الدفعة.',
      },
      back: 'العودة إلى المتجر',
    },
  },
  buttons: [
    { action: 'pay', background: '#3efdb1', color: '#1a1a1a' },
    { action: 'cancel', background: '#fff', color: '#1a1a1a' },
    { action: 'decline', background: '#b3261e', borderColor: '#b3261e', color: '#fff' },
  ],
  colours: { ink: '#1a1a1a', paper: '#f4f4f4' },
});
