import { instalmentProviderPage } from '../hosted-page/instalment-page.ts';

/**
 * tamara's hosted checkout page (drawn by `renderInstalmentPage`): "Approve", "Decline" and
 * "Cancel", its words in both languages, the words for each settled tamara status, and tamara's
 * colours.
 */
export const tamaraPage = instalmentProviderPage({
  texts: {
    en: {
      title: 'Pay with tamara',
      lead: 'Split your purchase into 4 payments, no interest, no late fees.',
      total: 'Total',
      plan: 'Your payment plan',
      due: ['Today', 'In 1 month', 'In 2 months', 'In 3 months'],
      items: 'Items',
      actions: { approve: 'Approve', decline: 'Decline', cancel: 'Cancel' },
      settledHeading: 'This order is already settled',
      settled: {
        approved: 'The order was approved.',
        authorised: 'The order was approved and authorised.',
        fully_captured: 'The order was paid.',
        declined: 'The order was declined.',
        canceled: 'The order was cancelled.',
        expired: 'The order has expired.',
      },
      back: 'Back to the store',
    },
    ar: {
      title: 'الدفع عبر تمارا',
      lead: 'قسّم مشترياتك على 4 دفعات، بدون فوائد ولا رسوم تأخير.',
      total: 'الإجمالي',
      plan: 'خطة الدفع',
      due: ['اليوم', 'بعد شهر', 'بعد شهرين', 'بعد 3 أشهر'],
      items: 'المنتجات',
      actions: { approve: 'موافقة', decline: 'رفض', cancel: 'إلغاء' },
      settledHeading: 'تمت تسوية هذا الطلب بالفعل',
      settled: {
        approved: 'تمت الموافقة على الطلب.',
        authorised: 'تمت الموافقة على الطلب وتفويضه.',
        fully_captured: 'تم دفع الطلب.',
        declined: 'تم رفض الطلب.',
        canceled: 'تم إلغاء الطلب.',
        expired: 'انتهت صلاحية الطلب.',
      },
      back: 'العودة إلى المتجر',
    },
  },
  buttons: [
    { action: 'approve', background: '#1b5e20', borderColor: '#1b5e20', color: '#fff' },
    { action: 'decline', background: '#b3261e', borderColor: '#b3261e', color: '#fff' },
    { action: 'cancel', background: '#fff', color: '#1c1b29' },
  ],
  colours: { ink: '#1c1b29', paper: '#f6f3fb' },
});
