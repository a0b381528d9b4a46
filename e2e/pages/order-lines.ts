import { expect, type Locator, type Page } from '@playwright/test';
import type { CheckoutTexts } from '../fixtures/checkout-texts.ts';
import type { ChosenLine } from './product-choices.ts';
import { isPaidOnline, type JourneyPayment } from './payment-steps.ts';

/**
 * Checks that a line says what was bought (issue 20, deliver 4): within `scope` (the cart
 * drawer, the checkout's summary, the confirmation, the account's order), the product's name
 * hard, and each of its details softly, so one missing detail does not hide the others or stop
 * the journey. A detail counts only where it is said beside the name, not inside it (the Arabic
 * full-day chalet's name holds its option's "يوم كامل"), and only where it is visible.
 */
export async function expectLineDescribed(
  scope: Locator,
  line: ChosenLine,
  where: string,
): Promise<void> {
  await expect(scope.getByText(line.name).first(), `${where}: the product's name`).toBeVisible();
  for (const detail of line.details) {
    const saidBesideTheName = async () => {
      const text = (await scope.innerText()).split(line.name).join(' ');
      return typeof detail === 'string' ? text.includes(detail) : detail.test(text);
    };
    await expect
      .configure({ soft: true })
      .poll(saidBesideTheName, {
        message: `${where}: the line names ${String(detail)} (issue 20, item 6)`,
        timeout: 2_000,
      })
      .toBe(true);
  }
}

/**
 * The account's page of one order, reached from the confirmation's "View this order in your
 * account": its number, status (paid online, or its deposit paid with the balance due; a bank
 * transfer awaiting verification; cash payable on delivery, never "Paid") and its line.
 */
export async function expectAccountOrder(
  page: Page,
  t: CheckoutTexts,
  order: { number: string; payment: JourneyPayment; line: ChosenLine },
): Promise<void> {
  await expect(
    page.getByRole('heading', { name: t('Order {{number}}', { number: order.number }), level: 1 }),
  ).toBeVisible({ timeout: 20_000 });
  const paid = page.getByText(t('Paid'), { exact: true });
  if (isPaidOnline(order.payment) && order.line.deposit) {
    // Only the deposit was paid: never plain "Paid", and the balance is said (issue 20, deliver 4).
    await expect(
      page.getByText(t.key('account.orders.status.depositPaid'), { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByText(t('Balance due at your appointment'))).toBeVisible();
    await expect(paid).toHaveCount(0);
  } else if (isPaidOnline(order.payment)) await expect(paid).toBeVisible();
  if (order.payment === 'bankTransfer') {
    await expect(page.getByText(t('Bank transfer awaiting verification'))).toBeVisible();
  }
  if (order.payment === 'cash') {
    await expect(page.getByText(t('Cash on delivery'), { exact: true })).toBeVisible();
    // Issue 20 item 4: a cash order is payable on delivery, not paid.
    await expect.soft(paid, 'a cash order is not "Paid" (issue 20, item 4)').toHaveCount(0);
  }
  const items = page
    .getByRole('heading', { name: t('Items'), level: 2 })
    .locator('xpath=following-sibling::ul[1]');
  await expect(items.locator(':scope > li')).toHaveCount(1);
  await expectLineDescribed(items, order.line, 'account order');
}
