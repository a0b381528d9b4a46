import { describe, expect, it } from 'vitest';
import { createTokenStore, customerIdOf } from './token-store.ts';
import { MemoryStorage } from './testing/memory-storage.ts';
import { testJwt } from './testing/test-tokens.ts';

describe('createTokenStore', () => {
  it('keeps the tokens in storage under access_token and refresh_token (docs/product/entities.md)', () => {
    const storage = new MemoryStorage();
    const store = createTokenStore(storage);

    store.setTokens({ access_token: 'a-1', refresh_token: 'r-1' }, 1_700_000_000_000);

    expect(storage.getItem('access_token')).toBe('a-1');
    expect(storage.getItem('refresh_token')).toBe('r-1');
    expect(storage.getItem('token_refreshed_at')).toBe('1700000000000');
    expect(store.getAccessToken()).toBe('a-1');
    expect(store.getRefreshToken()).toBe('r-1');
    expect(store.getRefreshedAt()).toBe(1_700_000_000_000);
  });

  it('reads tokens another tab wrote to the shared storage', () => {
    const storage = new MemoryStorage();
    createTokenStore(storage).setTokens({ access_token: 'a-2', refresh_token: 'r-2' }, 5);
    expect(createTokenStore(storage).getAccessToken()).toBe('a-2');
  });

  it('clears both tokens and the timestamp, and nothing else', () => {
    const storage = new MemoryStorage();
    storage.setItem('cartId', 'cart-1');
    const store = createTokenStore(storage);
    store.setTokens({ access_token: 'a', refresh_token: 'r' }, 1);

    store.clear();

    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(store.getRefreshedAt()).toBeNull();
    expect(storage.getItem('cartId')).toBe('cart-1');
  });

  it('treats an unreadable timestamp as unknown', () => {
    const storage = new MemoryStorage();
    storage.setItem('token_refreshed_at', 'yesterday');
    expect(createTokenStore(storage).getRefreshedAt()).toBeNull();
  });

  it('counts a stored access token without CustomerId as needing a refresh (docs/product/access.md)', () => {
    const storage = new MemoryStorage();
    const store = createTokenStore(storage);
    expect(store.needsClaimRefresh()).toBe(false);

    store.setTokens({ access_token: testJwt({ sub: 'x' }), refresh_token: 'r' }, 1);
    expect(store.needsClaimRefresh()).toBe(true);

    store.setTokens({ access_token: testJwt({ CustomerId: 'c-9' }), refresh_token: 'r' }, 1);
    expect(store.needsClaimRefresh()).toBe(false);
  });
});

describe('customerIdOf', () => {
  it('reads the CustomerId claim', () => {
    expect(customerIdOf(testJwt({ CustomerId: 'c-42' }))).toBe('c-42');
  });

  it('is null when the claim is missing, empty or not a string', () => {
    expect(customerIdOf(testJwt({ sub: 'someone' }))).toBeNull();
    expect(customerIdOf(testJwt({ CustomerId: '' }))).toBeNull();
    expect(customerIdOf(testJwt({ CustomerId: 42 }))).toBeNull();
  });

  it('is null for a malformed token', () => {
    expect(customerIdOf('not-a-jwt')).toBeNull();
    expect(customerIdOf('')).toBeNull();
  });
});
