import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html.ts';

/** The languages the instalment providers' hosted pages speak. */
export type InstalmentPageLanguage = 'ar' | 'en';

/** A page's fixed stylesheet and its hash, so the page's CSP allows it without 'unsafe-inline'. */
interface HashedStyle {
  text: string;
  hash: string;
}

/** Hashes a stylesheet once, where the page module is loaded. */
function hashedStyle(text: string): HashedStyle {
  return { text, hash: createHash('sha256').update(text).digest('base64') };
}

/**
 * An amount split into 4 instalments (tabby's and tamara's plans), the first taking any remaining
 * halalas, each with 2 decimals.
 *
 * @example
 * splitIntoInstalments(100.01); // ['25.01', '25.00', '25.00', '25.00']
 */
export function splitIntoInstalments(amount: number): string[] {
  const halalas = Math.round(amount * 100);
  const share = Math.floor(halalas / 4);
  return [halalas - 3 * share, share, share, share].map((part) => (part / 100).toFixed(2));
}

/** What one instalment provider's page says in one language (plain text, escaped when shown). */
export interface InstalmentPageTexts<Action extends string> {
  title: string;
  lead: string;
  total: string;
  plan: string;
  /** When each of the 4 instalments is due, in order. */
  due: readonly string[];
  items: string;
  /** Each button's label, by the action it posts. */
  actions: Record<Action, string>;
  settledHeading: string;
  /** What a settled page says, by the provider's status (the status itself when not listed). */
  settled: Readonly<Record<string, string>>;
  back: string;
}

/** One button of the page's form: the action it posts and its colours. */
export interface InstalmentPageButton<Action extends string> {
  action: Action;
  background: string;
  color: string;
  /** The border's colour when it is not the page's ink. */
  borderColor?: string;
}

/**
 * What differs between the instalment providers' hosted pages (their words, their buttons and
 * their colours); the page itself is the same for all.
 */
export interface InstalmentProviderPage<Action extends string> {
  texts: Record<InstalmentPageLanguage, InstalmentPageTexts<Action>>;
  /** The form's buttons, in the order the page shows them. */
  buttons: readonly InstalmentPageButton<Action>[];
  style: HashedStyle;
}

/** What a hosted page shows: an open payment with its buttons, or a settled one. */
export interface InstalmentPageView {
  language: InstalmentPageLanguage;
  /** Where the buttons' form posts (the sandbox's own page URL). */
  actionUrl: string;
  amount: number;
  currency: string;
  description: string;
  items: readonly { name: string; quantity: number }[];
  /** Origins the shopper may be sent back to after a button (the merchant's URLs). */
  merchantOrigins: readonly string[];
  /** Set once the payment can no longer be paid: its provider status and where to go back to. */
  settled: { status: string; returnUrl: string } | null;
}

/**
 * A provider's page definition: its texts, its buttons and the stylesheet drawn in its colours
 * (`ink` for text and borders on `paper`), hashed once here.
 */
export function instalmentProviderPage<Action extends string>(provider: {
  texts: Record<InstalmentPageLanguage, InstalmentPageTexts<Action>>;
  buttons: readonly InstalmentPageButton<Action>[];
  colours: { ink: string; paper: string };
}): InstalmentProviderPage<Action> {
  const { ink, paper } = provider.colours;
  const buttonRules = provider.buttons
    .map(
      (button) =>
        `.${button.action}{background:${button.background};` +
        (button.borderColor ? `border-color:${button.borderColor};` : '') +
        `color:${button.color}}`,
    )
    .join('\n');
  const style = hashedStyle(`
body{margin:0;font-family:system-ui,sans-serif;color:${ink};background:${paper};line-height:1.5}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
.total{font-size:1.25rem;font-weight:700}
ol,ul{padding-inline-start:1.25rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button,a.back{font:inherit;font-weight:600;padding:.7rem 1.25rem;border-radius:.5rem;border:2px solid ${ink};cursor:pointer}
${buttonRules}
a.back{display:inline-block;background:${ink};color:#fff;text-decoration:none}
button:focus-visible,a.back:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`);
  return { texts: provider.texts, buttons: provider.buttons, style };
}

/**
 * An instalment provider's hosted page as HTML, with the Content-Security-Policy that allows
 * exactly what it does: its hashed stylesheet, posting its form to `actionUrl`, and being
 * redirected to the merchant's origins afterwards.
 *
 * @example
 * const { html, csp } = renderInstalmentPage(tabbyPage, view);
 * sendHostedPage(reply, { html, csp });
 */
export function renderInstalmentPage<Action extends string>(
  provider: InstalmentProviderPage<Action>,
  view: InstalmentPageView,
): { html: string; csp: string } {
  const t = provider.texts[view.language];
  const money = (amount: string) => `${escapeHtml(amount)} ${escapeHtml(view.currency)}`;
  const total = money(view.amount.toFixed(2));
  const body = view.settled
    ? `<h1>${escapeHtml(t.settledHeading)}</h1>
<p>${escapeHtml(t.settled[view.settled.status] ?? view.settled.status)}</p>
<p class="total">${escapeHtml(t.total)}: ${total}</p>
<a class="back" href="${escapeHtml(view.settled.returnUrl)}">${escapeHtml(t.back)}</a>`
    : `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.lead)}</p>
<p>${escapeHtml(view.description)}</p>
<p class="total">${escapeHtml(t.total)}: ${total}</p>
<h2>${escapeHtml(t.plan)}</h2>
<ol>${splitIntoInstalments(view.amount)
        .map((part, index) => `<li>${escapeHtml(t.due[index] ?? '')}: ${money(part)}</li>`)
        .join('')}</ol>
${
  view.items.length > 0
    ? `<h2>${escapeHtml(t.items)}</h2>
<ul>${view.items.map((item) => `<li>${escapeHtml(item.name)} × ${item.quantity}</li>`).join('')}</ul>`
    : ''
}
<form method="post" action="${escapeHtml(view.actionUrl)}">
<input type="hidden" name="lang" value="${view.language}">
<div class="actions">
${provider.buttons
  .map(
    ({ action }) =>
      `<button type="submit" name="action" value="${escapeHtml(action)}" class="${escapeHtml(action)}">${escapeHtml(t.actions[action])}</button>`,
  )
  .join('\n')}
</div>
</form>`;
  const html = `<!doctype html>
<html lang="${view.language}" dir="${view.language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>${provider.style.text}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  const formTargets = ["'self'", new URL(view.actionUrl).origin, ...view.merchantOrigins];
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${provider.style.hash}'`,
    // Browsers hold the form's redirect to form-action too, so the merchant's origins are listed.
    `form-action ${[...new Set(formTargets)].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
