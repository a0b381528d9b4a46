import { escapeHtml } from '../hosted-page/escape-html.ts';
import {
  hashedStyle,
  instalmentPageDocument,
  splitIntoInstalments,
} from '../hosted-page/instalment-page.ts';

/** The languages tamara's hosted page speaks. */
export type TamaraPageLanguage = 'ar' | 'en';

/** What tamara's hosted checkout page shows: an open order with its buttons, or a settled one. */
export interface TamaraPageView {
  language: TamaraPageLanguage;
  /** Where the buttons' form posts (the sandbox's own `/checkout/{orderId}`). */
  actionUrl: string;
  /** SAR (or the order's currency), as a number. */
  amount: number;
  currency: string;
  description: string;
  items: readonly { name: string; quantity: number }[];
  /** Origins the shopper may be sent back to after a button (the merchant's URLs). */
  merchantOrigins: readonly string[];
  /** Set once the order can no longer be approved: its tamara status and where to go back to. */
  settled: { status: string; returnUrl: string } | null;
}

const texts = {
  en: {
    title: 'Pay with tamara',
    lead: 'Split your purchase into 4 payments, no interest, no late fees.',
    total: 'Total',
    plan: 'Your payment plan',
    due: ['Today', 'In 1 month', 'In 2 months', 'In 3 months'],
    items: 'Items',
    approve: 'Approve',
    decline: 'Decline',
    cancel: 'Cancel',
    settledHeading: 'This order is already settled',
    settled: {
      approved: 'The order was approved.',
      authorised: 'The order was approved and authorised.',
      fully_captured: 'The order was paid.',
      declined: 'The order was declined.',
      canceled: 'The order was cancelled.',
      expired: 'The order has expired.',
    } as Record<string, string>,
    back: 'Back to the store',
  },
  ar: {
    title: 'الدفع عبر تمارا',
    lead: 'قسّم مشترياتك على 4 دفعات، بدون فوائد ولا رسوم تأخير.',
    total: 'الإجمالي',
    plan: 'خطة الدفع',
    due: ['اليوم', 'بعد شهر', 'بعد شهرين', 'بعد 3 أشهر'],
    items: 'المنتجات',
    approve: 'موافقة',
    decline: 'رفض',
    cancel: 'إلغاء',
    settledHeading: 'تمت تسوية هذا الطلب بالفعل',
    settled: {
      approved: 'تمت الموافقة على الطلب.',
      authorised: 'تمت الموافقة على الطلب وتفويضه.',
      fully_captured: 'تم دفع الطلب.',
      declined: 'تم رفض الطلب.',
      canceled: 'تم إلغاء الطلب.',
      expired: 'انتهت صلاحية الطلب.',
    } as Record<string, string>,
    back: 'العودة إلى المتجر',
  },
} as const;

// A fixed stylesheet, allowed by its hash so the page's CSP needs no 'unsafe-inline'.
const style = hashedStyle(`
body{margin:0;font-family:system-ui,sans-serif;color:#1c1b29;background:#f6f3fb;line-height:1.5}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.total{font-size:1.25rem;font-weight:700}
ol,ul{padding-inline-start:1.25rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button,a.back{font:inherit;font-weight:600;padding:.7rem 1.25rem;border-radius:.5rem;border:2px solid #1c1b29;cursor:pointer}
.approve{background:#1b5e20;border-color:#1b5e20;color:#fff}
.decline{background:#b3261e;border-color:#b3261e;color:#fff}.cancel{background:#fff;color:#1c1b29}
a.back{display:inline-block;background:#1c1b29;color:#fff;text-decoration:none}
button:focus-visible,a.back:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`);

/**
 * tamara's hosted checkout page as HTML, with the Content-Security-Policy that allows exactly what
 * it does (its hashed stylesheet, posting its form, being redirected to the merchant).
 *
 * @example
 * const { html, csp } = renderTamaraPage(view);
 * reply.header('content-security-policy', csp).type('text/html').send(html);
 */
export function renderTamaraPage(view: TamaraPageView): { html: string; csp: string } {
  const t = texts[view.language];
  const money = (amount: string) => `${escapeHtml(amount)} ${escapeHtml(view.currency)}`;
  const total = money(view.amount.toFixed(2));
  const body = view.settled
    ? `<h1>${t.settledHeading}</h1>
<p>${escapeHtml(t.settled[view.settled.status] ?? view.settled.status)}</p>
<p class="total">${t.total}: ${total}</p>
<a class="back" href="${escapeHtml(view.settled.returnUrl)}">${t.back}</a>`
    : `<h1>${t.title}</h1>
<p>${t.lead}</p>
<p>${escapeHtml(view.description)}</p>
<p class="total">${t.total}: ${total}</p>
<h2>${t.plan}</h2>
<ol>${splitIntoInstalments(view.amount)
        .map((part, index) => `<li>${t.due[index] ?? ''}: ${money(part)}</li>`)
        .join('')}</ol>
${
  view.items.length > 0
    ? `<h2>${t.items}</h2>
<ul>${view.items.map((item) => `<li>${escapeHtml(item.name)} × ${item.quantity}</li>`).join('')}</ul>`
    : ''
}
<form method="post" action="${escapeHtml(view.actionUrl)}">
<input type="hidden" name="lang" value="${view.language}">
<div class="actions">
<button type="submit" name="action" value="approve" class="approve">${t.approve}</button>
<button type="submit" name="action" value="decline" class="decline">${t.decline}</button>
<button type="submit" name="action" value="cancel" class="cancel">${t.cancel}</button>
</div>
</form>`;
  return instalmentPageDocument({
    language: view.language,
    title: t.title,
    body,
    style,
    actionUrl: view.actionUrl,
    merchantOrigins: view.merchantOrigins,
  });
}
