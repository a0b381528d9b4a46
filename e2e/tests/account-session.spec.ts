import { authStorageKeys } from '@storefront/sdk';
import { expect, test } from '../fixtures/account-test.ts';

test('both sign-in paths show the sign-in page, never an error', async ({ account, page }) => {
  for (const path of ['/login', '/demo/login']) {
    await account.open(path);
    await expect(account.signInHeading).toBeVisible();
    await expect(page.getByText(account.t('Something Went Wrong'))).toHaveCount(0);
  }
});

test('without a tenant, both sign-in paths say the address names no store and lead back', async ({
  account,
  page,
  verifyScreen,
}) => {
  const noTenant = page.getByRole('heading', {
    name: account.t('This sign-in address does not name a store'),
    level: 1,
  });
  for (const path of ['/login', '/demo/login']) {
    // A tab that came from the store's sign-in page, then opened an address without the tenant.
    await account.open('/login');
    await expect(account.signInHeading).toBeVisible();
    await page.goto(`${path}?lang=${account.t.language}`);
    await expect(noTenant).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', account.t.language);
    await expect(
      account.message(
        'The address is missing its store (the "tenant" in the link), so there is no account to sign in to.',
      ),
    ).toBeVisible();
    await expect(page.getByText(account.t('Something Went Wrong'))).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: account.t('Go to the home page') }),
    ).toHaveAttribute('href', '/');
    await verifyScreen('account-no-tenant');
    // "Go back" returns to the page before, the store's sign-in page.
    await account.button('Go back').click();
    await expect(page).toHaveURL(new RegExp(`/login\\?${account.query()}$`));
    await expect(account.signInHeading).toBeVisible();
  }
});

test('edit the profile: a bad email is refused on the field, a good one is saved', async ({
  account,
  page,
  shopper,
  verifyScreen,
}) => {
  await account.open('/login');
  await account.signIn(shopper);
  await account.navLink('My details').click();
  await expect(account.heading('My details')).toBeVisible();
  // The first sign-in named the new customer with the name typed on the sign-in page.
  await expect(account.textbox('Full name')).toHaveValue(shopper.name);

  const email = account.textbox('Email');
  await email.fill('sara@');
  await account.button('Save my details').click();
  await expect(page.getByText(account.t.key('validation.email.invalid'))).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await verifyScreen('account-profile-invalid');

  await account.textbox('Full name').fill('Sara Q.');
  await email.fill('sara@example.com');
  await account.button('Save my details').click();
  await expect(account.message('Your details have been saved.')).toBeVisible();
  await page.reload();
  await expect(account.textbox('Full name')).toHaveValue('Sara Q.');
  await expect(account.textbox('Email')).toHaveValue('sara@example.com');
  await verifyScreen('account-profile');
});

test('log out lands on the sign-in page, tenant and language kept', async ({
  account,
  page,
  shopper,
}) => {
  await account.open('/login');
  // A new customer: the name is asked once the code proved the number.
  expect((await account.signIn(shopper)).askedName).toBe(true);
  await account.logOut.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?${account.query()}$`));
  await expect(account.signInHeading).toBeVisible();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), authStorageKeys.accessToken),
  ).toBeNull();
  // Signed out, the account's pages send the shopper back to sign in.
  await account.open('/account/profile');
  await expect(account.signInHeading).toBeVisible();
  // Now a returning customer: the mobile and the code alone (docs/product/sign-in.md).
  expect((await account.signIn(shopper)).askedName).toBe(false);
});

test('log out in the checkout lands on the same sign-in page', async ({
  account,
  carts,
  checkout,
  page,
  shopper,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  await checkout.identify(shopper);
  await account.logOut.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?${account.query()}$`));
  await expect(account.signInHeading).toBeVisible();
  // The name given in the checkout named the new account: its next sign-in asks the mobile and
  // the code alone (issue 20, item 14; docs/product/sign-in.md).
  expect((await account.signIn(shopper)).askedName).toBe(false);
});

test("the order-confirmed page links to the order in the shopper's account", async ({
  account,
  carts,
  checkout,
  page,
  shopper,
}) => {
  const cart = await carts.create('merchandise');
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  await checkout.identify(shopper);
  await checkout.paymentMethod('Cash on delivery').check();
  await checkout.terms.check();
  const { orderNumber } = await checkout.confirmAndExpectOrder('Complete Order');
  await page.getByRole('link', { name: account.t('View this order in your account') }).click();
  // The same session: the order opens without signing in again.
  await expect(account.heading('Order {{number}}', { number: orderNumber })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${cart.id}\\?`));
  await expect(page.getByText(account.t('Payable on delivery'), { exact: true })).toBeVisible();
});

test('a refused token refresh logs out to the sign-in page', async ({ account, page, shopper }) => {
  await account.open('/login');
  await account.signIn(shopper);
  // The access token expires (the server refuses it) and the refresh token is refused too.
  // The orders have loaded, so the next call is the one the spoiled session fails.
  await expect(account.message('You have no orders yet.')).toBeVisible();
  await account.spoilSession();
  await account.navLink('My details').click();
  await expect(page).toHaveURL(new RegExp(`/login\\?${account.query()}$`));
  await expect(account.signInHeading).toBeVisible();
});
