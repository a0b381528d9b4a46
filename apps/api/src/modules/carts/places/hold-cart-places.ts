import type { Language } from '@storefront/contracts';
import type { Db } from '../../../db/database.ts';
import { quantitiesByPrice, stockLineOf } from './assert-lines-in-stock.ts';
import type { CartCatalog } from '../cart-catalog.ts';
import type { CartItemRecord } from '../cart-repository.ts';

/**
 * Takes a cart's places inside `tx`: books each reservation line (under the line's id, so it can be
 * released by it) and takes each price's stock, with the catalogue's atomic checks (409
 * `ITEM_NOT_AVAILABLE` when a slot or the stock is gone). Used when an order is made and when a
 * payment attempt holds the cart while the shopper pays.
 *
 * @example
 * await holdCartPlaces(tx, context.catalog, tenantId, state.items, 'en');
 */
export async function holdCartPlaces(
  tx: Db,
  catalog: CartCatalog,
  tenantId: string,
  items: readonly CartItemRecord[],
  language: Language,
): Promise<void> {
  for (const item of items) {
    if (item.reservationDateFrom === null || item.reservationDateTo === null) continue;
    await catalog.book(
      tx,
      tenantId,
      {
        productId: item.productId,
        priceId: item.priceId,
        from: item.reservationDateFrom.toISOString(),
        to: item.reservationDateTo.toISOString(),
        quantity: item.quantity,
        providerIds: item.providerIds,
        providerCount: item.providerCount,
        customerLocation: item.customerLocation ?? undefined,
        reference: item.id,
      },
      language,
    );
  }
  for (const [priceId, quantity] of quantitiesByPrice(items.map(stockLineOf))) {
    await catalog.takeStock(tx, tenantId, priceId, quantity, language);
  }
}

/**
 * Gives back what {@link holdCartPlaces} took, inside `tx`: frees each reservation line's booking
 * and returns each price's stock (a payment attempt that failed, lapsed or was cancelled).
 *
 * @example
 * await releaseCartPlaces(tx, context.catalog, tenantId, items);
 */
export async function releaseCartPlaces(
  tx: Db,
  catalog: CartCatalog,
  tenantId: string,
  items: readonly CartItemRecord[],
): Promise<void> {
  for (const item of items) {
    if (item.reservationDateFrom === null || item.reservationDateTo === null) continue;
    await catalog.release(tx, tenantId, item.id);
  }
  for (const [priceId, quantity] of quantitiesByPrice(items.map(stockLineOf))) {
    await catalog.returnStock(tx, tenantId, priceId, quantity);
  }
}
