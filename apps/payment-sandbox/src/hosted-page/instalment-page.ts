import { createHash } from 'node:crypto';

/** A page's fixed stylesheet and its hash, so the page's CSP allows it without 'unsafe-inline'. */
export interface HashedStyle {
  text: string;
  hash: string;
}

/** Hashes a stylesheet once, where the page module is loaded. */
export function hashedStyle(text: string): HashedStyle {
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

/**
 * An instalment provider's hosted page around `body` (already escaped HTML), with the
 * Content-Security-Policy that allows exactly what it does: its hashed stylesheet, posting its
 * form to `actionUrl`, and being redirected to the merchant's origins afterwards.
 */
export function instalmentPageDocument(page: {
  language: 'ar' | 'en';
  /** Already escaped. */
  title: string;
  body: string;
  style: HashedStyle;
  actionUrl: string;
  merchantOrigins: readonly string[];
}): { html: string; csp: string } {
  const html = `<!doctype html>
<html lang="${page.language}" dir="${page.language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<style>${page.style.text}</style>
</head>
<body>
<main>
${page.body}
</main>
</body>
</html>
`;
  const formTargets = ["'self'", new URL(page.actionUrl).origin, ...page.merchantOrigins];
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${page.style.hash}'`,
    // Browsers hold the form's redirect to form-action too, so the merchant's origins are listed.
    `form-action ${[...new Set(formTargets)].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
