import { localize, type CustomerPackage, type Language } from '@storefront/contracts';
import type { CustomerPackageItemRow, CustomerPackageRow } from './customer-package-repository.ts';

/**
 * A bought package and its items on the wire, names in the request's language.
 *
 * @example
 * toCustomerPackage(row, itemsOf(row.package.id), 'en', orderNumbers);
 */
export function toCustomerPackage(
  row: CustomerPackageRow,
  items: readonly CustomerPackageItemRow[],
  language: Language,
  orderNumber: string | null,
): CustomerPackage {
  const bought = row.package;
  return {
    id: bought.id,
    productId: bought.productId,
    name: localize({ ar: row.nameAr, en: row.nameEn }, language),
    orderNumber,
    payableItemGroupId: bought.payableItemGroupId,
    purchasedAt: bought.purchasedAt.toISOString(),
    expiresAt: bought.expiresAt?.toISOString() ?? null,
    items: items.map(({ item, nameAr, nameEn, type }) => ({
      id: item.id,
      productId: item.productId,
      productName: localize({ ar: nameAr, en: nameEn }, language),
      type,
      totalQuantity: item.totalQuantity,
      usedQuantity: item.usedQuantity,
      remainingQuantity: item.totalQuantity - item.usedQuantity,
    })),
  };
}
