import type { Order } from '@storefront/contracts';
import { expect, test } from '../fixtures/account-test.ts';
import { placeOrders } from '../fixtures/place-orders.ts';
import { tabTo } from '../pages/tab-to.ts';
import { orderedThroughApi } from '../pages/ordered-through-api.ts';

/** The seeded coffee's 250 g price, as the API names it in each language. */
const coffeeSize = { ar: '250 جرام', en: '250 g' } as const;

test('sign in, see the orders five a page, page through them and open one', async ({
  account,
  api,
  page,
  request,
  shopper,
  verifyScreen,
}) => {
  // Six orders: five cash, then a bank transfer (the newest, so first in the list).
  const orders = await placeOrders(api, request, shopper.mobile, { cash: 5, bankTransfer: 1 });
  const [oldest] = orders;
  const newest = orders.at(-1);
  if (!oldest || !newest) throw new Error('no orders placed');

  // The orders need a session: without one the account sends the shopper to sign in.
  await account.open('/account/orders');
  await expect(page).toHaveURL(/\/login\?tenant=demo/);
  await expect(account.signInHeading).toBeVisible();
  await verifyScreen('account-sign-in');
  await account.signIn(shopper);

  await expect(
    account.heading('My orders, page {{page}} of {{pages}}', { page: 1, pages: 2 }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: account.t('My orders') }).getByRole('listitem');
  await expect(list).toHaveCount(5);
  await expect(list.first()).toContainText(newest.orderNumber);
  await expect(list.first()).toContainText(account.t('Bank transfer awaiting verification'));
  await verifyScreen('account-orders');

  await account.button('Next').click();
  await expect(
    account.heading('My orders, page {{page}} of {{pages}}', { page: 2, pages: 2 }),
  ).toBeVisible();
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(oldest.orderNumber);
  await expect(account.button('Next')).toBeDisabled();

  // A cash order: payable on delivery, not paid (issue 20, item 4); its line names the coffee's
  // size; totals and the wallet pass.
  await page
    .getByRole('link', { name: account.t('Order {{number}}', { number: oldest.orderNumber }) })
    .click();
  await expect(account.heading('Order {{number}}', { number: oldest.orderNumber })).toBeVisible();
  await expect(page.getByText(account.t('Payable on delivery'), { exact: true })).toBeVisible();
  await expect(page.getByText(account.t('Paid'), { exact: true })).toHaveCount(0);
  await expect(
    page.getByTestId('line-details').getByText(coffeeSize[account.t.language], { exact: true }),
  ).toBeVisible();
  await expect(account.button('Add to Apple Wallet')).toBeVisible();
  await verifyScreen('account-order-paid');

  // Back to page 2, then page 1 and the bank transfer awaiting verification, which says so.
  await page.getByRole('link', { name: account.t('Back to my orders') }).click();
  await expect(list).toHaveCount(1);
  await account.button('Previous').click();
  await page
    .getByRole('link', { name: account.t('Order {{number}}', { number: newest.orderNumber }) })
    .click();
  await expect(
    account.message(
      'We have received your bank transfer details. The order is confirmed once the store has verified the transfer.',
    ),
  ).toBeVisible();
  await expect(account.button('Add to Apple Wallet')).toHaveCount(0);
  await verifyScreen('account-order-pending');
});

test('the orders can be paged and opened with the keyboard alone', async ({
  account,
  api,
  page,
  request,
  shopper,
}) => {
  const orders = await placeOrders(api, request, shopper.mobile, { cash: 6, bankTransfer: 0 });
  const oldest = orders[0];
  if (!oldest) throw new Error('no orders placed');
  await account.open('/login');
  await account.signIn(shopper);
  const { keyboard } = page;

  await tabTo(page, account.button('Next'));
  await keyboard.press('Enter');
  await expect(
    account.heading('My orders, page {{page}} of {{pages}}', { page: 2, pages: 2 }),
  ).toBeFocused();
  const link = page.getByRole('link', {
    name: account.t('Order {{number}}', { number: oldest.orderNumber }),
  });
  await tabTo(page, link);
  await keyboard.press('Enter');
  await expect(account.heading('Order {{number}}', { number: oldest.orderNumber })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: account.t('Back to my orders') }));
  await keyboard.press('Enter');
  await expect(
    page.getByRole('link', { name: account.t('Order {{number}}', { number: oldest.orderNumber }) }),
  ).toBeVisible();
  await tabTo(page, account.button('Previous'));
  await keyboard.press('Enter');
  await expect(
    account.heading('My orders, page {{page}} of {{pages}}', { page: 1, pages: 2 }),
  ).toBeFocused();
});

test("a booking's order names its option, date and time, and provider (issue 20, item 6)", async ({
  account,
  api,
  carts,
  page,
  request,
  shopper,
  verifyScreen,
}) => {
  const cart = await carts.create('reservation');
  const { orderNumber, tokens } = await orderedThroughApi(api, shopper, cart);
  // The order as the API words it in the page's language.
  const answer = await request.get('/api/app/identity-customer/orders', {
    headers: {
      __tenant: 'demo',
      authorization: `Bearer ${tokens.access_token}`,
      'accept-language': account.t.language,
    },
  });
  const [order] = ((await answer.json()) as { items: Order[] }).items;
  const [line] = order?.items ?? [];
  if (!line?.priceName || line.providerNames.length !== 1) {
    throw new Error('the booking order has no named option or provider');
  }

  await account.open('/login');
  await account.signIn(shopper);
  await page
    .getByRole('link', { name: account.t('Order {{number}}', { number: orderNumber }) })
    .click();
  await expect(account.heading('Order {{number}}', { number: orderNumber })).toBeVisible();
  const details = page.getByTestId('line-details').getByRole('listitem');
  // The option, the slot, the provider.
  await expect(details).toHaveCount(3);
  await expect(details.nth(0)).toHaveText(line.priceName);
  await expect(details.nth(1)).toContainText(/\d{1,2}:\d{2}/);
  await expect(details.nth(2)).toHaveText(
    account.t('With {{names}}', { names: line.providerNames.join('') }),
  );
  await verifyScreen('account-order-booking');
});
