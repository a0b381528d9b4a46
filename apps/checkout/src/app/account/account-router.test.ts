// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { listOf, testOrder } from '../../testing/account-fixtures.ts';
import { fakeAccountApi } from '../../testing/fake-account-api.ts';
import { fakeSdk } from '../../testing/fake-sdk.ts';
import { renderAccount } from '../../testing/render-account.ts';
import { accountRoutes } from './account-router.tsx';

function renderAt(url: string, { signedIn }: { signedIn: boolean }) {
  const fake = fakeSdk();
  fake.auth.store.getAccessToken.mockReturnValue(signedIn ? 'token' : null);
  const accountApi = fakeAccountApi();
  accountApi.customer.orders.mockResolvedValue(listOf([testOrder()]));
  return renderAccount({ routes: accountRoutes({ ownHosts: [] }), url, fake, accountApi });
}

describe('the account routes', () => {
  it.each(['/login?tenant=demo', '/demo/login?tenant=demo'])(
    'show the sign-in page at %s',
    async (url) => {
      const { findByRole, getByRole } = renderAt(url, { signedIn: false });
      expect(await findByRole('heading', { name: 'Sign in', level: 1 })).toBeDefined();
      expect(getByRole('button', { name: 'Send code' })).toBeDefined();
    },
  );

  it('send a shopper without a session from an account page to sign in, query kept', async () => {
    const { findByRole, router } = renderAt('/account/presets?tenant=demo&lang=en&page=3', {
      signedIn: false,
    });
    expect(await findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?tenant=demo&lang=en');
  });

  it('send a signed-in shopper from the sign-in page and from /account to the orders', async () => {
    for (const url of ['/login?tenant=demo', '/account?tenant=demo']) {
      const { findByRole, router, unmount } = renderAt(url, { signedIn: true });
      expect(await findByRole('link', { name: 'Order ORD-000001' })).toBeDefined();
      expect(router.state.location.pathname).toBe('/account/orders');
      unmount();
    }
  });

  it('load each section with its route and keep the query in the navigation', async () => {
    const { findByRole, getByRole, user, router } = renderAt('/account/orders?tenant=demo', {
      signedIn: true,
    });
    const nav = await findByRole('navigation', { name: 'Account sections' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Orders');
    await user.click(getByRole('link', { name: 'Saved locations' }));
    // The section's code loads with its route (a first import is slow in the test runner).
    expect(
      await findByRole('heading', { name: 'Saved locations', level: 1 }, { timeout: 10_000 }),
    ).toBeDefined();
    expect(router.state.location.search).toBe('?tenant=demo');
  });

  it('leave the header out in mobile-app mode', async () => {
    const { findByRole, queryByRole } = renderAt('/account/orders?tenant=demo&isMobileApp=1', {
      signedIn: true,
    });
    expect(await findByRole('link', { name: 'Order ORD-000001' })).toBeDefined();
    expect(queryByRole('banner')).toBeNull();
  });

  it('show the header with the brand otherwise', async () => {
    const { findByRole } = renderAt('/account/orders?tenant=demo', { signedIn: true });
    expect((await findByRole('banner')).textContent).toContain('Demo Store');
  });
});
