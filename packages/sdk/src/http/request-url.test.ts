import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url.ts';

describe('requestUrl', () => {
  it('joins base URL and path with one slash', () => {
    expect(requestUrl('https://api.test/', '/api/app/cart/1')).toBe(
      'https://api.test/api/app/cart/1',
    );
    expect(requestUrl('https://api.test', 'api/app/cart/1')).toBe(
      'https://api.test/api/app/cart/1',
    );
  });

  it('repeats the key of an array and encodes values', () => {
    expect(
      requestUrl('https://api.test', '/api/app/cart/cart-items/c1', {
        itemsIds: ['a', 'b'],
        notes: 'gift & wrap',
      }),
    ).toBe('https://api.test/api/app/cart/cart-items/c1?itemsIds=a&itemsIds=b&notes=gift+%26+wrap');
  });

  it('writes numbers and booleans, leaves out undefined and null', () => {
    expect(
      requestUrl('https://api.test', '/p', {
        SkipCount: 0,
        allowNonPending: false,
        couponCode: '',
        missing: undefined,
        empty: null,
      }),
    ).toBe('https://api.test/p?SkipCount=0&allowNonPending=false&couponCode=');
  });

  it('adds no question mark without parameters, and appends to a query already in the path', () => {
    expect(requestUrl('https://api.test', '/p', { a: undefined })).toBe('https://api.test/p');
    expect(requestUrl('https://api.test', '/p?x=1', { y: 2 })).toBe('https://api.test/p?x=1&y=2');
  });
});
