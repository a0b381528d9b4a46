import { demoCustomerMobileNumber } from '@storefront/api/seed';
import { expect, test } from '../fixtures/account-test.ts';

// The seeded demo customer (docs/product/demo-data.md), whom `npm start` names: one sign-in per
// language (the server sends at most 3 codes per number per 10 minutes), nothing changed.
const demoCustomer = {
  name: 'Sara Al-Qahtani',
  mobile: { local: demoCustomerMobileNumber, e164: `+966${demoCustomerMobileNumber.slice(1)}` },
};

test('the demo customer sees the seeded orders, the package and the subscription', async ({
  account,
  page,
  verifyScreen,
}) => {
  await account.open('/login');
  // A returning customer signs in with the mobile and code alone: no name is asked.
  expect((await account.signIn(demoCustomer)).askedName).toBe(false);
  // Seven seeded orders: two pages, every status among them.
  await expect(
    account.heading('My orders, page {{page}} of {{pages}}', { page: 1, pages: 2 }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: account.t('My orders') }).getByRole('listitem');
  await expect(list).toHaveCount(5);
  const statuses = [
    account.t('Paid'),
    account.t('Payable on delivery'),
    account.t('Bank transfer awaiting verification'),
    account.t('Cancelled'),
  ];
  const seen = new Set<string>();
  for (const pageNumber of [1, 2]) {
    if (pageNumber === 2) await account.button('Next').click();
    await expect(
      account.heading('My orders, page {{page}} of {{pages}}', { page: pageNumber, pages: 2 }),
    ).toBeVisible();
    for (const status of statuses) {
      if ((await list.getByText(status, { exact: true }).count()) > 0) seen.add(status);
    }
  }
  expect([...seen].sort()).toEqual([...statuses].sort());

  await account.navLink('Packages and subscription').click();
  await expect(account.heading('My subscription')).toBeVisible();
  await expect(page.getByText(account.t('Active'), { exact: true })).toBeVisible();
  await expect(page.getByText(account.t('Next renewal'), { exact: true })).toBeVisible();
  const packages = page.getByRole('region', { name: account.t('My packages') });
  await expect(
    packages.getByText(account.t('{{remaining}} of {{total}} left', { remaining: 3, total: 5 })),
  ).toBeVisible();
  await verifyScreen('account-packages');
});
