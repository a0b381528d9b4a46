import { forceAtLeast, type Language } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { notAvailable, notEnough } from './place-refusals.ts';
import { createStockRepository } from './stock-repository.ts';

/** A price's stock as known before asking the database (a preloaded product's). */
export interface KnownStock {
  isUnlimited: boolean;
  availableQuantity: number;
}

/**
 * Takes `quantity` from the price's stock inside `tx` with one conditional UPDATE, so two carts
 * never both take the last one; 409 `ITEM_NOT_AVAILABLE` when not enough is left.
 *
 * @example
 * await app.db.transaction((tx) => takeStock(tx, tenant.id, priceId, 2));
 */
export async function takeStock(
  tx: Db,
  tenantId: string,
  priceId: string,
  quantity: number,
): Promise<void> {
  const taken = await createStockRepository(tx, tenantId).take(priceId, forceAtLeast(quantity));
  if (!taken) throw notAvailable('stock');
}

/** Puts `quantity` back into the price's stock inside `tx` (a hold released). */
export async function returnStock(
  tx: Db,
  tenantId: string,
  priceId: string,
  quantity: number,
): Promise<void> {
  await createStockRepository(tx, tenantId).giveBack(priceId, forceAtLeast(quantity));
}

/**
 * 409 `NOT_ENOUGH_STOCK` (with `data.available`) when the price's stock cannot cover `quantity`
 * now, `ITEM_NOT_AVAILABLE` when none is left or the price is unknown. `known` is the stock
 * already read (a preloaded product's), so the check queries nothing more.
 */
export async function assertInStock(
  db: Db,
  tenantId: string,
  priceId: string,
  quantity: number,
  language: Language,
  known: KnownStock | null = null,
): Promise<void> {
  const stock = known ?? (await createStockRepository(db, tenantId).find(priceId));
  if (!stock) throw notAvailable('stock');
  if (!stock.isUnlimited && stock.availableQuantity < forceAtLeast(quantity)) {
    throw notEnough('NOT_ENOUGH_STOCK', stock.availableQuantity, 'stock', language);
  }
}
