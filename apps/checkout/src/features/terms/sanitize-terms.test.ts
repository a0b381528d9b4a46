// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeTermsHtml } from './sanitize-terms.ts';

describe('sanitizeTermsHtml (docs/product/api.md: terms are tenant HTML, shown sanitized)', () => {
  it('keeps the text and its structure', () => {
    expect(sanitizeTermsHtml('<h2>Terms</h2><ol><li>One</li></ol>')).toBe(
      '<h2>Terms</h2><ol><li>One</li></ol>',
    );
  });

  it('removes scripts, handlers, javascript: links, styles and forms', () => {
    const html = sanitizeTermsHtml(
      '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><form><input></form><img src=x onerror="steal()">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|style=|<form|<input/);
    expect(html).toContain('<p>Hi</p>');
  });

  it('opens links in a new tab without access to the page', () => {
    expect(sanitizeTermsHtml('<a href="https://x.test">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
