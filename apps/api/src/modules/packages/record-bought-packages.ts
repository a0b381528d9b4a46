import type { Db } from '../../db/database.ts';
import type { CartItemRecord } from '../carts/cart-repository.ts';
import { createCustomerPackageRepository } from './customer-package-repository.ts';

const day = 24 * 60 * 60 * 1000;

/** The order whose package lines become the customer's packages. */
export interface PackagePurchase {
  tenantId: string;
  customerId: string | null;
  orderId: string;
  lines: readonly CartItemRecord[];
  now: Date;
  newId: () => string;
}

/**
 * Records the packages an order bought, inside the order's transaction: one package per unit of
 * each package line, holding what the package product includes (docs/product/account.md), valid
 * for its terms' days from now. Lines of other types, and orders without a customer, record
 * nothing.
 *
 * @example
 * await recordBoughtPackages(tx, { tenantId, customerId, orderId, lines: state.items, now, newId });
 */
export async function recordBoughtPackages(tx: Db, purchase: PackagePurchase): Promise<void> {
  const { customerId, now } = purchase;
  if (customerId === null) return;
  const packages = createCustomerPackageRepository(tx, purchase.tenantId);
  for (const line of purchase.lines) {
    if (line.product.type !== 'package') continue;
    const definition = await packages.definitionOf(line.productId);
    for (let unit = 0; unit < line.quantity; unit += 1) {
      const packageId = purchase.newId();
      await packages.insertPackage({
        id: packageId,
        customerId,
        productId: line.productId,
        orderId: purchase.orderId,
        payableItemGroupId: purchase.orderId,
        cartItemId: line.id,
        purchasedAt: now,
        expiresAt:
          definition.validityDays === null
            ? null
            : new Date(now.getTime() + definition.validityDays * day),
      });
      await packages.insertItems(
        definition.contents.map((content, sortOrder) => ({
          id: purchase.newId(),
          customerPackageId: packageId,
          productId: content.productId,
          totalQuantity: content.quantity,
          usedQuantity: 0,
          sortOrder,
        })),
      );
    }
  }
}
