import DOMPurify from 'dompurify';

/**
 * Makes the tenant's terms HTML safe to show (docs/product/api.md: "HTML, shown sanitized"):
 * DOMPurify removes scripts, event handlers, `javascript:` URLs, forms and styles, so tenant HTML
 * cannot run code or dress itself up as the checkout. Links open in a new tab without access to
 * this page.
 *
 * @example
 * sanitizeTermsHtml('<p onclick="x()">Hi</p><script>x()</script>'); // '<p>Hi</p>'
 */
export function sanitizeTermsHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
