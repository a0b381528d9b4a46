import { defaultLanguage, type Language, type Product } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import { cryptoRandom, type RandomSource } from '../../platform/random-source.ts';
import { invalidField } from '../../errors/field-error.ts';
import { assertSlotFree, holdSlot, releaseSlot } from '../availability/booking/hold-slot.ts';
import type {
  BookingRequest,
  CatalogPort,
  LineToPrice,
  PricedLine,
} from '../catalog/catalog-port.ts';
import type { CatalogProduct, PriceRow } from '../catalog/catalog-product.ts';
import { assertInStock, returnStock, takeStock } from '../catalog/hold-stock.ts';
import { createProductRepository } from '../catalog/product-repository.ts';
import { toProduct } from '../catalog/to-product.ts';
import { noPricingOptions, priceProductLine } from './price-product-line.ts';

/** What the catalogue takes from the app: `app.deps` fits. */
export interface CatalogDeps {
  clock: Clock;
  random: RandomSource;
  /** Base of product image URLs (`app.config.publicUrl`); '' gives URLs relative to the API. */
  config: { publicUrl: string };
}

const defaultDeps: CatalogDeps = {
  clock: systemClock,
  random: cryptoRandom,
  config: { publicUrl: '' },
};

/** The product and price a line names, or the 400 the port documents. */
function productAndPrice(
  found: CatalogProduct | null,
  priceId: string,
  language: Language,
): { product: CatalogProduct; price: PriceRow } {
  if (!found) throw invalidField('productId', language);
  if (found.prices.length === 0) throw noPricingOptions(language);
  const price = found.prices.find((entry) => entry.id === priceId);
  if (!price) throw invalidField('priceId', language);
  return { product: found, price };
}

/**
 * The catalogue as the cart module uses it ({@link CatalogPort}): products, the one pricing rule,
 * and reservation and stock rules that hold under concurrency. `priceLine`, `assertBookable` and
 * `book` also take an optional trailing `language` for their validation messages (Arabic by
 * default); the 409s carry only a code, which the error handler words.
 *
 * It assembles the modules that own each rule: the product reads and the stock held
 * (`catalog/hold-stock.ts`), a reservation slot held under concurrency
 * (`availability/booking/hold-slot.ts`), and the one pricing rule (this folder). It lives in
 * pricing, the module above the other two (lint/api-module-direction.ts).
 *
 * @example
 * const catalog = createCatalog(app.db, app.deps);
 * const line = await catalog.priceLine(tenant.id, { productId, priceId, quantity: 1, customFieldValues: {} });
 * await app.db.transaction((tx) => catalog.book(tx, tenant.id, { ...booking, reference: itemId }));
 */
export function createCatalog(
  db: Db,
  deps: CatalogDeps = defaultDeps,
  preloaded: PreloadedProducts | null = null,
): Catalog {
  const now = () => deps.clock.now();

  /** The product through `on`; from the preloaded ones when reading outside a transaction. */
  async function productOf(on: Db, tenantId: string, productId: string) {
    const known = on === db && preloaded?.tenantId === tenantId;
    if (known && preloaded.products.has(productId))
      return preloaded.products.get(productId) ?? null;
    return createProductRepository(on, tenantId).find(productId);
  }

  const catalog = {
    async findProduct(tenantId: string, productId: string, language: Language) {
      const found = await productOf(db, tenantId, productId);
      return found ? toProduct(found, language, deps.config.publicUrl) : null;
    },

    async priceLine(
      tenantId: string,
      line: LineToPrice,
      language: Language = defaultLanguage,
    ): Promise<PricedLine> {
      const found = await productOf(db, tenantId, line.productId);
      const { product, price } = productAndPrice(found, line.priceId, language);
      return priceProductLine(
        product,
        price,
        {
          quantity: line.quantity,
          customFieldValues: line.customFieldValues,
          from: line.from,
          to: line.to,
          providerIds: line.providerIds,
          providerCount: line.providerCount,
          subscriptionStartDate: line.subscriptionStartDate,
        },
        { strict: true, now: now(), language },
      );
    },

    async assertBookable(
      tenantId: string,
      booking: BookingRequest,
      language: Language = defaultLanguage,
    ): Promise<void> {
      const product = await productOf(db, tenantId, booking.productId);
      await assertSlotFree(db, tenantId, product, booking, now(), language);
    },

    async book(
      tx: Db,
      tenantId: string,
      booking: BookingRequest & { reference: string },
      language: Language = defaultLanguage,
    ): Promise<void> {
      const product = await productOf(tx, tenantId, booking.productId);
      await holdSlot(tx, tenantId, product, booking, deps, language);
    },

    async release(tx: Db, tenantId: string, reference: string): Promise<void> {
      await releaseSlot(tx, tenantId, reference);
    },

    async takeStock(tx: Db, tenantId: string, priceId: string, quantity: number): Promise<void> {
      await takeStock(tx, tenantId, priceId, quantity);
    },

    async returnStock(tx: Db, tenantId: string, priceId: string, quantity: number): Promise<void> {
      await returnStock(tx, tenantId, priceId, quantity);
    },

    async assertInStock(
      tenantId: string,
      priceId: string,
      quantity: number,
      language: Language = defaultLanguage,
    ): Promise<void> {
      const known = preloadedPrice(tenantId, priceId);
      await assertInStock(db, tenantId, priceId, quantity, language, known);
    },

    /**
     * This catalogue with the products `productIds` read now in one query, so pricing lines and
     * checking the stock of their prices query nothing more (reads in a transaction still go to
     * it). A product not found is looked up again, and answered as before, when asked for.
     */
    async preloaded(tenantId: string, productIds: readonly string[]): Promise<Catalog> {
      const found = await createProductRepository(db, tenantId).findMany(productIds);
      const products = new Map<string, CatalogProduct | null>(productIds.map((id) => [id, null]));
      for (const product of found) products.set(product.product.id, product);
      return createCatalog(db, deps, { tenantId, products });
    },
  } satisfies CatalogPort & { preloaded: unknown };
  return catalog;

  /** The stock of a price of a preloaded product, or null when it was not preloaded. */
  function preloadedPrice(tenantId: string, priceId: string) {
    if (preloaded?.tenantId !== tenantId) return null;
    for (const product of preloaded.products.values()) {
      const price = product?.prices.find((entry) => entry.id === priceId);
      if (price)
        return { isUnlimited: price.isUnlimited, availableQuantity: price.availableQuantity };
    }
    return null;
  }
}

/** The catalogue `createCatalog` builds: the port, plus the optional `language` parameters. */
export interface Catalog extends CatalogPort {
  findProduct(tenantId: string, productId: string, language: Language): Promise<Product | null>;
  priceLine(tenantId: string, line: LineToPrice, language?: Language): Promise<PricedLine>;
  assertBookable(tenantId: string, booking: BookingRequest, language?: Language): Promise<void>;
  assertInStock(
    tenantId: string,
    priceId: string,
    quantity: number,
    language?: Language,
  ): Promise<void>;
  book(
    tx: Db,
    tenantId: string,
    booking: BookingRequest & { reference: string },
    language?: Language,
  ): Promise<void>;
  preloaded(tenantId: string, productIds: readonly string[]): Promise<Catalog>;
}

/** Products read ahead for one tenant; null for an id that tenant has no product of. */
export interface PreloadedProducts {
  tenantId: string;
  products: ReadonlyMap<string, CatalogProduct | null>;
}
