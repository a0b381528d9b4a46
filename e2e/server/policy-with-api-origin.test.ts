import { describe, expect, it } from 'vitest';
import { policyWithApiOrigin } from './policy-with-api-origin.ts';

const api = 'http://127.0.0.1:4000';

describe('policyWithApiOrigin', () => {
  it('adds the API to connect-src and img-src and keeps every other directive', () => {
    const policy = policyWithApiOrigin(
      "default-src 'self';connect-src 'self' http://sandbox;img-src 'self' data:;frame-ancestors 'self' http://shop;style-src-attr 'none'",
      api,
    );
    expect(policy.split('; ').sort()).toEqual(
      [
        "default-src 'self'",
        `connect-src 'self' http://sandbox ${api}`,
        `img-src 'self' data: ${api}`,
        "frame-ancestors 'self' http://shop",
        "style-src-attr 'none'",
      ].sort(),
    );
  });

  it('starts a missing directive from default-src', () => {
    expect(policyWithApiOrigin("default-src 'self' data:", api)).toBe(
      `default-src 'self' data:; connect-src 'self' data: ${api}; img-src 'self' data: ${api}`,
    );
  });
});
