import { createHash } from 'node:crypto';
import { intlLocale, type Language } from '@storefront/contracts';
import { escapeHtml } from '../hosted-page/escape-html.ts';

// The hosted pages' only style sheet, inline and allowed by its hash, so the pages' CSP needs no
// 'unsafe-inline'. Colours keep at least 4.5:1 contrast on their backgrounds (WCAG AA).
const pageStyle = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;color:#1a1a1a;background:#f4f5f7;line-height:1.5}
.page{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c9ced6;border-radius:.5rem}
h1{font-size:1.375rem;margin:0 0 1rem}
p{margin:0 0 .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}
dd{margin:0}
form{display:flex;gap:.75rem;flex-wrap:wrap;margin:0}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.375rem;cursor:pointer;border:2px solid #0b4f94}
button.primary{background:#0b4f94;color:#fff}
button.secondary{background:#fff;color:#8a1313;border-color:#8a1313}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
a{color:#0b4f94}
.note{color:#4a4f57;font-size:.875rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 .75rem}
.field label{font-weight:600}
.field input{font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem;color:#1a1a1a;background:#fff}
.field input[aria-invalid="true"]{border-color:#b3261e}
.error{color:#b3261e;font-size:.875rem;margin:0;min-height:1.25rem}
.row{display:flex;gap:.75rem}
.row .field{flex:1}
body.embedded{background:#fff}
body.embedded .page{margin:0;border:0;padding:.25rem}
`;

/** The CSP source allowing the hosted pages' style sheet. */
export const pageStyleSource = `'sha256-${createHash('sha256').update(pageStyle).digest('base64')}'`;

/** The language a hosted page is shown in: `?lang=ar`, else English. */
export function pageLanguage(value: unknown): Language {
  return value === 'ar' ? 'ar' : 'en';
}

/**
 * An amount as a shopper reads it, in `language`.
 *
 * @example
 * formatAmount(115, 'SAR', 'en'); // 'SAR 115.00'
 */
export function formatAmount(amount: number, currency: string, language: Language): string {
  try {
    // The storefront's own locale tag, so the amount has the digits of the checkout around it
    // (docs/decisions/0026-digits.md).
    return new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
    }).format(amount);
  } catch {
    // An ISO code Intl does not know: still show it plainly.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * A whole hosted page: `<html lang dir>`, a title, the style sheet and `body` (already escaped
 * HTML) inside `<main>`. `head` adds (escaped) elements such as a script tag.
 */
export function renderHostedPage(input: {
  language: Language;
  title: string;
  body: string;
  head?: string;
  bodyClass?: string;
}): string {
  const dir = input.language === 'ar' ? 'rtl' : 'ltr';
  const bodyClass = input.bodyClass ? ` class="${escapeHtml(input.bodyClass)}"` : '';
  // A page of its own has its main landmark; a form embedded in another page's frame must not
  // add a second one to that page.
  const landmark = input.bodyClass === 'embedded' ? 'div' : 'main';
  return `<!doctype html>
<html lang="${input.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<style>${pageStyle}</style>
${input.head ?? ''}
</head>
<body${bodyClass}>
<${landmark} class="page">
${input.body}
</${landmark}>
</body>
</html>
`;
}

/** The CSP of a hosted page without scripts (the 3-D Secure pages). */
export const hostedPageCsp = `default-src 'none'; style-src ${pageStyleSource}; base-uri 'none'`;
