// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { listOf, testPackage, testSubscription } from '../../testing/account-fixtures.ts';
import { fakeAccountApi } from '../../testing/fake-account-api.ts';
import { fakeSdk } from '../../testing/fake-sdk.ts';
import { renderAccount } from '../../testing/render-account.ts';
import { PackagesPage } from './packages-page.tsx';

/** An unsigned JWT whose payload carries `CustomerId` (the page reads only the claim). */
function tokenFor(customerId: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ CustomerId: customerId })}.`;
}

describe('PackagesPage', () => {
  it("shows the customer's packages with what is left, and the active subscription", async () => {
    const accountApi = fakeAccountApi();
    accountApi.packages.customerPackages.mockResolvedValue(listOf([testPackage]));
    accountApi.customer.activeSubscription.mockResolvedValue(testSubscription);
    const fake = fakeSdk();
    fake.auth.store.getAccessToken.mockReturnValue(tokenFor('customer-7'));
    const { findByText, getByText } = renderAccount({
      ui: createElement(PackagesPage),
      accountApi,
      fake,
    });
    expect(await findByText('3 of 5 left')).toBeDefined();
    expect(getByText('Spa package')).toBeDefined();
    const [customerId, options] = accountApi.packages.customerPackages.mock.lastCall ?? [];
    expect(customerId).toBe('customer-7');
    expect(options).toMatchObject({ includeAllPackageItems: true });
    expect(await findByText('Coffee club')).toBeDefined();
    expect(getByText('Active')).toBeDefined();
    expect(getByText('Next renewal')).toBeDefined();
    expect(getByText('10 Dec 2026')).toBeDefined();
    expect(getByText(/a month$/)).toBeDefined();
  });

  it('says when there is no package and no subscription', async () => {
    const fake = fakeSdk();
    fake.auth.store.getAccessToken.mockReturnValue(tokenFor('customer-7'));
    const { findByText } = renderAccount({ ui: createElement(PackagesPage), fake });
    expect(await findByText('You have no packages.')).toBeDefined();
    expect(await findByText('You have no active subscription.')).toBeDefined();
  });
});
