import { tenantDayStart } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { createBoughtSubscriptionRepository } from './bought-subscription-repository.ts';
import type { PackagePurchase } from './record-bought-packages.ts';
import { nextRenewal } from './subscription-renewal.ts';

/** The order whose subscription lines become the customer's subscriptions. */
export type SubscriptionPurchase = PackagePurchase;

/**
 * When a subscription line starts: its `subscriptionStartDate` (a tenant day starts at its
 * midnight; an instant, checked when the line was priced, is taken as is), or `now` when the
 * shopper chose none.
 */
function startOf(subscriptionStartDate: string | null, now: Date, timeZone: string): number {
  if (subscriptionStartDate === null) return now.getTime();
  const instant =
    tenantDayStart(subscriptionStartDate, timeZone) ?? Date.parse(subscriptionStartDate);
  return Number.isNaN(instant) ? now.getTime() : instant;
}

/**
 * Records the subscriptions an order bought, inside the order's transaction
 * (docs/product/account.md#subscription): one active subscription per subscription line, on the
 * line's product and price, starting at the line's start date and renewing one period (the
 * price's month or year) later. A price without a period (the catalogue gives subscription prices
 * one) is counted monthly, so the purchase is still recorded. Lines of other types, a price the tenant does not store, and orders
 * without a customer record nothing.
 *
 * @example
 * await recordBoughtSubscriptions(tx, { tenantId, customerId, orderId, lines: state.items, now, newId });
 */
export async function recordBoughtSubscriptions(
  tx: Db,
  purchase: SubscriptionPurchase,
): Promise<void> {
  const { customerId, now } = purchase;
  if (customerId === null) return;
  const subscriptions = createBoughtSubscriptionRepository(tx, purchase.tenantId);
  let timeZone: string | null = null;
  for (const line of purchase.lines) {
    if (line.product.type !== 'subscription') continue;
    const price = await subscriptions.priceOf(line.productId, line.priceId);
    if (price === null) continue;
    // Read once, and only for an order that bought a subscription.
    timeZone ??= await subscriptions.timeZone();
    const start = startOf(line.subscriptionStartDate, now, timeZone);
    await subscriptions.insert({
      id: purchase.newId(),
      customerId,
      productId: line.productId,
      priceId: line.priceId,
      orderId: purchase.orderId,
      status: 'active',
      startDate: new Date(start),
      endDate: new Date(nextRenewal(start, price.period ?? 'month', timeZone)),
      createdAt: now,
    });
  }
}
