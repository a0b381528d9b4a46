import { escapeHtml } from '../hosted-page/escape-html.ts';
import {
  hashedStyle,
  instalmentPageDocument,
  splitIntoInstalments,
} from '../hosted-page/instalment-page.ts';

/** The languages tabby's hosted page speaks. */
export type TabbyPageLanguage = 'ar' | 'en';

/** What tabby's hosted page shows: an open payment with its buttons, or a settled one. */
export interface TabbyPageView {
  language: TabbyPageLanguage;
  /** Where the buttons' form posts (the sandbox's own `/pay/{sessionId}`). */
  actionUrl: string;
  /** tabby's amount string, e.g. `"115.00"`. */
  amount: string;
  currency: string;
  description: string;
  items: readonly { title: string; quantity: number }[];
  /** Origins the shopper may be sent back to after a button (the merchant's URLs). */
  merchantOrigins: readonly string[];
  /** Set once the payment can no longer be paid: its tabby status and where to go back to. */
  settled: { status: string; returnUrl: string } | null;
}

const texts = {
  en: {
    title: 'Pay with tabby',
    lead: 'Split your purchase into 4 interest-free payments.',
    total: 'Total',
    plan: 'Your payment plan',
    due: ['Today', 'In 1 month', 'In 2 months', 'In 3 months'],
    items: 'Items',
    pay: 'Pay',
    cancel: 'Cancel',
    decline: 'Decline',
    settledHeading: 'This payment is already settled',
    settled: {
      AUTHORIZED: 'The payment was approved.',
      CLOSED: 'The payment was approved and captured.',
      REJECTED: 'The payment was declined.',
      EXPIRED: 'The payment has expired.',
    } as Record<string, string>,
    back: 'Back to the store',
  },
  ar: {
    title: 'الدفع عبر تابي',
    lead: 'قسّم مشترياتك على 4 دفعات بدون فوائد.',
    total: 'الإجمالي',
    plan: 'خطة الدفع',
    due: ['اليوم', 'بعد شهر', 'بعد شهرين', 'بعد 3 أشهر'],
    items: 'المنتجات',
    pay: 'ادفع',
    cancel: 'إلغاء',
    decline: 'رفض',
    settledHeading: 'تمت تسوية هذه الدفعة بالفعل',
    settled: {
      AUTHORIZED: 'تمت الموافقة على الدفعة.',
      CLOSED: 'تمت الموافقة على الدفعة وتحصيلها.',
      REJECTED: 'تم رفض الدفعة.',
      EXPIRED: 'انتهت صلاحية الدفعة.',
    } as Record<string, string>,
    back: 'العودة إلى المتجر',
  },
} as const;

// A fixed stylesheet, allowed by its hash so the page's CSP needs no 'unsafe-inline'.
const style = hashedStyle(`
body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#f4f4f4;line-height:1.5}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.total{font-size:1.25rem;font-weight:700}
ol,ul{padding-inline-start:1.25rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button,a.back{font:inherit;font-weight:600;padding:.7rem 1.25rem;border-radius:.5rem;border:2px solid #1a1a1a;cursor:pointer}
.pay{background:#3efdb1;color:#1a1a1a}.cancel{background:#fff;color:#1a1a1a}
.decline{background:#b3261e;border-color:#b3261e;color:#fff}
a.back{display:inline-block;background:#1a1a1a;color:#fff;text-decoration:none}
button:focus-visible,a.back:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`);

/**
 * tabby's hosted page as HTML, with the Content-Security-Policy that allows exactly what it does
 * (its hashed stylesheet, posting its form, being redirected to the merchant).
 *
 * @example
 * const { html, csp } = renderTabbyPage(view);
 * reply.header('content-security-policy', csp).type('text/html').send(html);
 */
export function renderTabbyPage(view: TabbyPageView): { html: string; csp: string } {
  const t = texts[view.language];
  const money = (amount: string) => `${escapeHtml(amount)} ${escapeHtml(view.currency)}`;
  const body = view.settled
    ? `<h1>${t.settledHeading}</h1>
<p>${escapeHtml(t.settled[view.settled.status] ?? view.settled.status)}</p>
<p class="total">${t.total}: ${money(view.amount)}</p>
<a class="back" href="${escapeHtml(view.settled.returnUrl)}">${t.back}</a>`
    : `<h1>${t.title}</h1>
<p>${t.lead}</p>
<p>${escapeHtml(view.description)}</p>
<p class="total">${t.total}: ${money(view.amount)}</p>
<h2>${t.plan}</h2>
<ol>${splitIntoInstalments(Number(view.amount))
        .map((part, index) => `<li>${t.due[index] ?? ''}: ${money(part)}</li>`)
        .join('')}</ol>
${
  view.items.length > 0
    ? `<h2>${t.items}</h2>
<ul>${view.items.map((item) => `<li>${escapeHtml(item.title)} × ${item.quantity}</li>`).join('')}</ul>`
    : ''
}
<form method="post" action="${escapeHtml(view.actionUrl)}">
<input type="hidden" name="lang" value="${view.language}">
<div class="actions">
<button type="submit" name="action" value="pay" class="pay">${t.pay}</button>
<button type="submit" name="action" value="cancel" class="cancel">${t.cancel}</button>
<button type="submit" name="action" value="decline" class="decline">${t.decline}</button>
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
