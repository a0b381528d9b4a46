import { describe, expect, it } from 'vitest';
import { createPaymentAttemptKeys } from './payment-attempt-keys.ts';
import type { KeyValueStorage } from '../auth/key-value-storage.ts';

const cartId = '6f1c2a2e-0d2b-4c39-9a51-0a4a1f5f2c11';
const otherCartId = '0b7d4f64-2a8c-4b8e-a2a4-2f4b8f0b7d11';
const attemptId = '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const brokenStorage: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

function keysMaker() {
  let made = 0;
  return () => `key-${++made}`;
}

describe('createPaymentAttemptKeys', () => {
  it('makes one key per cart and keeps answering it', () => {
    const keys = createPaymentAttemptKeys({ storage: memoryStorage(), newKey: keysMaker() });

    expect(keys.keyFor(cartId)).toBe('key-1');
    expect(keys.keyFor(cartId)).toBe('key-1');
    expect(keys.keyFor(otherCartId)).toBe('key-2');
    expect(keys.attemptOf(cartId)).toBeNull();
  });

  it('stores {key, attemptId} under cart_sdk_payment_<cartId>, surviving a reload', () => {
    const storage = memoryStorage();
    const newKey = keysMaker();
    const before = createPaymentAttemptKeys({ storage, newKey });
    before.keyFor(cartId);
    before.rememberAttempt(cartId, attemptId);

    expect(JSON.parse(storage.items.get(`cart_sdk_payment_${cartId}`)!)).toEqual({
      key: 'key-1',
      attemptId,
    });
    const afterReload = createPaymentAttemptKeys({ storage, newKey });
    expect(afterReload.keyFor(cartId)).toBe('key-1');
    expect(afterReload.attemptOf(cartId)).toBe(attemptId);
  });

  it('forget drops the key and attempt: the next try is a new attempt', () => {
    const storage = memoryStorage();
    const keys = createPaymentAttemptKeys({ storage, newKey: keysMaker() });
    keys.keyFor(cartId);
    keys.rememberAttempt(cartId, attemptId);
    keys.keyFor(otherCartId);

    keys.forget(cartId);

    expect(storage.items.has(`cart_sdk_payment_${cartId}`)).toBe(false);
    expect(keys.attemptOf(cartId)).toBeNull();
    expect(keys.keyFor(cartId)).toBe('key-3');
    expect(keys.keyFor(otherCartId)).toBe('key-2');
  });

  it('rememberAttempt keeps the key the attempt was started with', () => {
    const keys = createPaymentAttemptKeys({ storage: memoryStorage(), newKey: keysMaker() });
    const key = keys.keyFor(cartId);

    keys.rememberAttempt(cartId, attemptId);

    expect(keys.keyFor(cartId)).toBe(key);
    expect(keys.attemptOf(cartId)).toBe(attemptId);
  });

  it('falls back to memory when storage throws', () => {
    const keys = createPaymentAttemptKeys({ storage: brokenStorage, newKey: keysMaker() });

    expect(keys.keyFor(cartId)).toBe('key-1');
    expect(keys.keyFor(cartId)).toBe('key-1');
    keys.rememberAttempt(cartId, attemptId);
    expect(keys.attemptOf(cartId)).toBe(attemptId);
    keys.forget(cartId);
    expect(keys.attemptOf(cartId)).toBeNull();
    expect(keys.keyFor(cartId)).toBe('key-2');
  });

  it('keeps the key in memory when only writing fails (a full quota)', () => {
    const storage = { ...memoryStorage(), setItem: brokenStorage.setItem };
    const keys = createPaymentAttemptKeys({ storage, newKey: keysMaker() });

    expect(keys.keyFor(cartId)).toBe('key-1');
    expect(keys.keyFor(cartId)).toBe('key-1');
  });

  it('ignores a stored value that is not a key record', () => {
    const storage = memoryStorage();
    storage.items.set(`cart_sdk_payment_${cartId}`, 'not json');
    storage.items.set(`cart_sdk_payment_${otherCartId}`, JSON.stringify({ attemptId }));
    const keys = createPaymentAttemptKeys({ storage, newKey: keysMaker() });

    expect(keys.keyFor(cartId)).toBe('key-1');
    expect(keys.attemptOf(otherCartId)).toBeNull();
  });
});
