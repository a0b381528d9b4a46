import { customerSubscriptionSchema, formatMoney } from '@storefront/contracts';
import { catalogSeedIds } from '@storefront/api/seed';
import { expect, test } from '../fixtures/account-test.ts';

const { products, prices } = catalogSeedIds;

/** The tenant calendar day (Riyadh, UTC+3) `months` months after today, on its 10th. */
function tenantDayInMonths(months: number): string {
  const riyadh = new Date(Date.now() + 3 * 60 * 60 * 1000);
  const day = new Date(Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth() + months, 10));
  return day.toISOString().slice(0, 10);
}

test('subscribe through the checkout, then see the subscription in the account', async ({
  account,
  api,
  checkout,
  page,
  request,
  shopper,
  verifyScreen,
}) => {
  // The monthly coffee club, starting on the 10th of next month.
  const start = tenantDayInMonths(1);
  const renewal = tenantDayInMonths(2);
  const cart = await api.createCart('demo');
  await api.addItems('demo', cart.id, [
    {
      productId: products.coffeeClub,
      priceId: prices.coffeeClubMonthly,
      quantity: 1,
      subscriptionStartDate: start,
    },
  ]);
  await checkout.open({ tenant: 'demo', cartId: cart.id });
  await checkout.waitUntilReady();
  await checkout.identify(shopper);
  await checkout.paymentMethod('Cash on delivery').check();
  await checkout.terms.check();
  await checkout.confirmAndExpectOrder('Confirm Subscription');

  // The order-confirmed page leads to the account, signed in by the checkout's session.
  await page.getByRole('link', { name: account.t('View this order in your account') }).click();
  await account.navLink('Packages and subscription').click();
  await expect(account.heading('My subscription')).toBeVisible();
  await expect(account.message('You have no active subscription.')).toHaveCount(0);
  // Each row of the subscription's card: a term and its definition.
  const field = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: account.t(label) }) })
      .locator('dd');
  const language = account.t.language;
  await expect(field('Status')).toHaveText(account.t('Active'));
  // The dates as the page writes them (the month by name): the 10th of the start's month and year,
  // and of the month after.
  const [startYear] = start.split('-');
  const [renewalYear] = renewal.split('-');
  await expect(field('Started on')).toContainText(/\b10\b/);
  await expect(field('Started on')).toContainText(startYear ?? '');
  await expect(field('Next renewal')).toContainText(/\b10\b/);
  await expect(field('Next renewal')).toContainText(renewalYear ?? '');
  expect(await field('Next renewal').textContent()).not.toBe(
    await field('Started on').textContent(),
  );
  // What the API recorded with the order: the chosen day from the tenant's midnight, a month on.
  const token = await checkout.accessToken();
  const recorded = await request.get('/api/app/identity-customer/customer-subscription', {
    headers: { __tenant: 'demo', authorization: `Bearer ${token}` },
  });
  expect(customerSubscriptionSchema.parse(await recorded.json())).toMatchObject({
    productId: products.coffeeClub,
    priceId: prices.coffeeClubMonthly,
    status: 'active',
    startDate: new Date(`${start}T00:00:00+03:00`).toISOString(),
    endDate: new Date(`${renewal}T00:00:00+03:00`).toISOString(),
  });
  await expect(field('Plan')).not.toBeEmpty();
  // The demo tenant writes money with the riyal sign, its spoken name hidden after it.
  const spokenSign = language === 'ar' ? 'ريال سعودي' : 'SAR';
  const amount = formatMoney(99, language, { riyalSign: true }).replace(
    '\u20c1',
    `\u20c1${spokenSign}`,
  );
  await expect(field('Price')).toHaveText(account.t('{{amount}} a month', { amount }));
  await verifyScreen('account-subscription-bought');
});

test('a new customer has no subscription and no packages', async ({
  account,
  shopper,
  verifyScreen,
}) => {
  await account.open('/login');
  await account.signIn(shopper);
  await account.navLink('Packages and subscription').click();
  await expect(account.heading('My subscription')).toBeVisible();
  await expect(account.message('You have no active subscription.')).toBeVisible();
  await expect(account.message('You have no packages.')).toBeVisible();
  await verifyScreen('account-packages-empty');
});
