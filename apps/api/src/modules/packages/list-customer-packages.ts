import type { CustomerPackage, Language, ListResult } from '@storefront/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema/index.ts';
import {
  createCustomerPackageRepository,
  type CustomerPackageItemRow,
} from './customer-package-repository.ts';
import { toCustomerPackage } from './to-customer-package.ts';

/** Whose packages, in which language, and how many of them. */
export interface CustomerPackagesRequest {
  tenantId: string;
  customerId: string;
  language: Language;
  now: Date;
  /** Every package and item, used up or expired too; otherwise only what can still be used. */
  includeAllPackageItems: boolean;
}

/**
 * `GET /api/app/package/customer-packages/{customerId}`: the customer's packages, the latest
 * bought first. By default only the usable ones (not expired, some item left) with their items
 * that have some quantity left; with `includeAllPackageItems` every package and item
 * (docs/product/account.md).
 *
 * @example
 * const { items } = await listCustomerPackages(app.db, { tenantId, customerId, language: 'en', now, includeAllPackageItems: false });
 */
export async function listCustomerPackages(
  db: Db,
  request: CustomerPackagesRequest,
): Promise<ListResult<CustomerPackage>> {
  const repository = createCustomerPackageRepository(db, request.tenantId);
  const bought = await repository.packagesOf(request.customerId);
  const items = await repository.itemsOf(bought.map((row) => row.package.id));
  const orderIds = bought.flatMap((row) => (row.package.orderId ? [row.package.orderId] : []));
  const orderNumbers = new Map(
    orderIds.length === 0
      ? []
      : (
          await db
            .select({ id: orders.id, orderNumber: orders.orderNumber })
            .from(orders)
            .where(inArray(orders.id, orderIds))
        ).map((order) => [order.id, order.orderNumber]),
  );
  const answered: CustomerPackage[] = [];
  for (const row of bought) {
    const own: CustomerPackageItemRow[] = items.filter(
      ({ item }) => item.customerPackageId === row.package.id,
    );
    const usable = own.filter(({ item }) => item.usedQuantity < item.totalQuantity);
    const expired = row.package.expiresAt !== null && row.package.expiresAt <= request.now;
    if (!request.includeAllPackageItems && (expired || usable.length === 0)) continue;
    answered.push(
      toCustomerPackage(
        row,
        request.includeAllPackageItems ? own : usable,
        request.language,
        row.package.orderId ? (orderNumbers.get(row.package.orderId) ?? null) : null,
      ),
    );
  }
  return { totalCount: answered.length, items: answered };
}
