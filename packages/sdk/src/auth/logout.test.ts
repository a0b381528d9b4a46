import { describe, expect, it, vi } from 'vitest';
import { createLogout, loginPathFor } from './logout.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

const ownHosts = ['shop.example.com', 'checkout.example.com'];

function setup(hostname: string, pathname: string) {
  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  localStorage.setItem('access_token', 'a');
  localStorage.setItem('cartId', 'cart-1');
  sessionStorage.setItem('step', 'payment');
  const visited: { url: string; localLeft: number; sessionLeft: number }[] = [];
  const location = {
    hostname,
    pathname,
    assign: vi.fn((url: string) => {
      visited.push({
        url,
        localLeft: localStorage.items.size,
        sessionLeft: sessionStorage.items.size,
      });
    }),
  };
  const logout = createLogout({ localStorage, sessionStorage, location, ownHosts });
  return { logout, localStorage, sessionStorage, visited };
}

describe('createLogout', () => {
  it('clears all local and session storage before leaving', () => {
    const { logout, localStorage, sessionStorage, visited } = setup('shop.example.com', '/acme/x');

    logout();

    expect(localStorage.items.size).toBe(0);
    expect(sessionStorage.items.size).toBe(0);
    expect(visited).toEqual([{ url: '/acme/login', localLeft: 0, sessionLeft: 0 }]);
  });

  it('goes to /{first path segment}/login on one of the own hosts', () => {
    const { logout, visited } = setup('checkout.example.com', '/acme/checkout/pay');
    logout();
    expect(visited.map((v) => v.url)).toEqual(['/acme/login']);
  });

  it('goes to /login on any other host', () => {
    const { logout, visited } = setup('merchant-site.com', '/acme/checkout');
    logout();
    expect(visited.map((v) => v.url)).toEqual(['/login']);
  });
});

describe('loginPathFor', () => {
  it('goes to /login at the root path of an own host (no segment to keep)', () => {
    expect(loginPathFor({ hostname: 'shop.example.com', pathname: '/' }, ownHosts)).toBe('/login');
    expect(loginPathFor({ hostname: 'shop.example.com', pathname: '' }, ownHosts)).toBe('/login');
  });

  it('matches own hosts case-insensitively and skips empty segments', () => {
    expect(loginPathFor({ hostname: 'SHOP.example.com', pathname: '//acme/' }, ownHosts)).toBe(
      '/acme/login',
    );
  });

  it('does not treat a subdomain of an own host as own', () => {
    expect(loginPathFor({ hostname: 'evil.shop.example.com', pathname: '/acme' }, ownHosts)).toBe(
      '/login',
    );
  });
});
