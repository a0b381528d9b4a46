import { describe, expect, it } from 'vitest';
import { withApiBaseMeta } from './start-checkout-static-host.ts';

describe('withApiBaseMeta', () => {
  it('names the API first in <head>, before the page’s scripts, with the value escaped', () => {
    const page = withApiBaseMeta(
      '<html><head><script type="module" src="/a.js"></script></head></html>',
      'https://api.example.com/?a="b"&c',
    );
    expect(page).toBe(
      '<html><head>\n    <meta name="storefront-api" content="https://api.example.com/?a=&quot;b&quot;&amp;c" /><script type="module" src="/a.js"></script></head></html>',
    );
  });

  it('refuses a page without <head>', () => {
    expect(() => withApiBaseMeta('<p>no head</p>', 'https://api.example.com')).toThrow(/<head>/);
  });
});
