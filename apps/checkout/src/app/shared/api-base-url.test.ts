// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseMetaOf, apiBaseUrlOf } from './api-base-url.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('apiBaseMetaOf', () => {
  it('reads the content of the page’s <meta name="storefront-api">, trimmed', () => {
    document.head.innerHTML = '<meta name="storefront-api" content=" https://api.example.com ">';
    expect(apiBaseMetaOf(document)).toBe('https://api.example.com');
  });

  it('gives none without the element or with an empty content', () => {
    expect(apiBaseMetaOf(document)).toBeUndefined();
    document.head.innerHTML = '<meta name="storefront-api" content="">';
    expect(apiBaseMetaOf(document)).toBeUndefined();
  });
});

describe('apiBaseUrlOf', () => {
  const origin = 'https://checkout.example.com';

  it('prefers the run-time API, then the build’s, then the page’s origin, without a trailing slash', () => {
    expect(
      apiBaseUrlOf({ runTime: 'https://a.example/', buildTime: 'https://b.example' }, origin),
    ).toBe('https://a.example');
    expect(apiBaseUrlOf({ runTime: undefined, buildTime: 'https://b.example//' }, origin)).toBe(
      'https://b.example',
    );
    expect(apiBaseUrlOf({ runTime: undefined, buildTime: undefined }, origin)).toBe(origin);
  });
});
