import { localize, type Language, type LocalizedText } from '@storefront/contracts';
import { escapeHtml } from '../hosted-page/escape-html.ts';
import { renderHostedPage } from './hosted-page.ts';

const texts = {
  title: { en: '3-D Secure verification', ar: 'التحقق الآمن ثلاثي الأبعاد (3-D Secure)' },
  sandboxNote: {
    en: 'This is the payment sandbox: no bank is asked. Choose how the verification ends.',
    ar: 'هذه بيئة الدفع التجريبية: لا يُتواصل مع أي بنك. اختر كيف ينتهي التحقق.',
  },
  merchant: { en: 'Merchant', ar: 'التاجر' },
  description: { en: 'Description', ar: 'الوصف' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  card: { en: 'Card', ar: 'البطاقة' },
  authenticate: { en: 'Authenticate', ar: 'مصادقة' },
  fail: { en: 'Fail', ar: 'فشل' },
  settled: { en: 'This payment is already settled.', ar: 'تمت معالجة هذه الدفعة مسبقًا.' },
  status: { en: 'Status', ar: 'الحالة' },
  back: { en: 'Return to the store', ar: 'العودة إلى المتجر' },
  otherLanguage: { en: 'العربية', ar: 'English' },
  notFoundTitle: { en: 'Payment not found', ar: 'الدفعة غير موجودة' },
  notFound: {
    en: 'There is no payment at this address.',
    ar: 'لا توجد دفعة على هذا العنوان.',
  },
} as const satisfies Record<string, LocalizedText>;

/** What the 3-D Secure page shows of a payment. */
export interface ThreeDSecurePageInput {
  language: Language;
  /** The provider's name, e.g. "Moyasar". */
  provider: string;
  description: string | null;
  /** Formatted for the shopper. */
  amount: string;
  /** Masked, e.g. `4201-32XX-XXXX-1010`. */
  maskedCard: string;
  /** Where the form posts (this page's own path). */
  actionPath: string;
  /** The page in the other language. */
  otherLanguagePath: string;
  /** Set once the payment is settled: its status and where the shopper goes back to. */
  settled: { status: string; returnUrl: string } | null;
}

/** The provider's 3-D Secure page: "Authenticate" and "Fail", or a link back once settled. */
export function renderThreeDSecurePage(input: ThreeDSecurePageInput): string {
  const t = (text: LocalizedText) => escapeHtml(localize(text, input.language));
  const other = input.language === 'ar' ? 'en' : 'ar';
  const details = `<dl>
<dt>${t(texts.merchant)}</dt><dd>${escapeHtml(input.provider)}</dd>
${input.description ? `<dt>${t(texts.description)}</dt><dd>${escapeHtml(input.description)}</dd>` : ''}
<dt>${t(texts.amount)}</dt><dd>${escapeHtml(input.amount)}</dd>
<dt>${t(texts.card)}</dt><dd dir="ltr">${escapeHtml(input.maskedCard)}</dd>
</dl>`;
  const action = input.settled
    ? `<p>${t(texts.settled)}</p>
<p>${t(texts.status)}: <strong>${escapeHtml(input.settled.status)}</strong></p>
<p><a href="${escapeHtml(input.settled.returnUrl)}">${t(texts.back)}</a></p>`
    : `<p class="note">${t(texts.sandboxNote)}</p>
<form method="post" action="${escapeHtml(input.actionPath)}">
<input type="hidden" name="lang" value="${input.language}">
<button type="submit" class="primary" name="action" value="authenticate">${t(texts.authenticate)}</button>
<button type="submit" class="secondary" name="action" value="fail">${t(texts.fail)}</button>
</form>`;
  return renderHostedPage({
    language: input.language,
    title: `${localize(texts.title, input.language)} — ${input.provider}`,
    body: `<h1>${t(texts.title)}</h1>
${details}
${action}
<p class="note"><a href="${escapeHtml(input.otherLanguagePath)}" lang="${other}" hreflang="${other}">${escapeHtml(localize(texts.otherLanguage, input.language))}</a></p>`,
  });
}

/** The page for an unknown payment id. */
export function renderPaymentNotFoundPage(language: Language): string {
  const t = (text: LocalizedText) => escapeHtml(localize(text, language));
  return renderHostedPage({
    language,
    title: localize(texts.notFoundTitle, language),
    body: `<h1>${t(texts.notFoundTitle)}</h1>\n<p>${t(texts.notFound)}</p>`,
  });
}
