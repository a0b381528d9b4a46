import { describe, expect, it } from 'vitest';
import { paymentAttemptIdOf, returnUrlFor } from './payment-redirect-urls.ts';

const attemptId = '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';

describe('returnUrlFor', () => {
  it('answers the checkout page URL with its own parameters', () => {
    expect(returnUrlFor('https://shop.test/checkout?cartId=42&lang=en')).toBe(
      'https://shop.test/checkout?cartId=42&lang=en',
    );
  });

  it('drops a paymentAttempt parameter left by an earlier return, and the fragment', () => {
    expect(
      returnUrlFor(`https://shop.test/checkout?cartId=42&paymentAttempt=${attemptId}&lang=ar#pay`),
    ).toBe('https://shop.test/checkout?cartId=42&lang=ar');
    expect(returnUrlFor(`https://shop.test/checkout?paymentAttempt=${attemptId}`)).toBe(
      'https://shop.test/checkout',
    );
  });
});

describe('paymentAttemptIdOf', () => {
  it('reads the attempt the shopper came back from', () => {
    expect(
      paymentAttemptIdOf(`https://shop.test/checkout?cartId=42&paymentAttempt=${attemptId}`),
    ).toBe(attemptId);
  });

  it('is null when the page was not opened by a return', () => {
    expect(paymentAttemptIdOf('https://shop.test/checkout?cartId=42')).toBeNull();
    expect(paymentAttemptIdOf('https://shop.test/checkout?paymentAttempt=')).toBeNull();
    expect(paymentAttemptIdOf('not a url')).toBeNull();
  });
});
