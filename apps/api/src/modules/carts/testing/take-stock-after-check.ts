import { vi } from 'vitest';
import type { CartTestContext } from './cart-test-context.ts';

/**
 * Plays another order taking the rest of a price's stock just after the next stock check passed
 * (the race between a cart's check and its booking); answers the function that puts the stock
 * and the check back.
 *
 * @example
 * const restore = takeStockAfterCheck(test, priceOf('limited').id);
 * try { … } finally { restore(); }
 */
export function takeStockAfterCheck(test: CartTestContext, priceId: string): () => void {
  const left = test.catalog.stock.get(priceId) ?? 0;
  const check = test.catalog.assertInStock.bind(test.catalog);
  const spy = vi.spyOn(test.catalog, 'assertInStock').mockImplementationOnce(async (...args) => {
    await check(...args);
    test.catalog.stock.set(priceId, 0);
  });
  return () => {
    spy.mockRestore();
    test.catalog.stock.set(priceId, left);
  };
}
