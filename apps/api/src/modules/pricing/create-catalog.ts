import {
  defaultLanguage,
  quantityRefusalMessage,
  type Language,
  type Product,
  type QuantityRefusalCode,
  forceAtLeast,
} from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import { cryptoRandom, type RandomSource } from '../../platform/random-source.ts';
import { ApiError } from '../../errors/api-error.ts';
import { createBookingRepository } from '../availability/booking-repository.ts';
import { checkReservation } from '../availability/check-reservation.ts';
import { slotProviderOf, slotRulesOf } from '../availability/slot-inputs.ts';
import { noPricingOptions } from './no-pricing-options.ts';
import { priceProductLine } from './price-product-line.ts';
import type {
  BookingRequest,
  CatalogPort,
  LineToPrice,
  PricedLine,
} from '../catalog/catalog-port.ts';
import type { CatalogProduct, PriceRow } from '../catalog/catalog-product.ts';
import { invalidField } from '../../errors/field-error.ts';
import { parseInstant } from '../catalog/parse-instant.ts';
import { createProductRepository } from '../catalog/product-repository.ts';
import { createStockRepository } from '../catalog/stock-repository.ts';
import { toProduct } from '../catalog/to-product.ts';

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

const notAvailable = (details: string) => new ApiError(409, 'ITEM_NOT_AVAILABLE', { details });

/**
 * 409 for a quantity above what is free when some is (docs/product/errors.md): the true reason,
 * with the count in the message and in `data.available`. None free at all is `ITEM_NOT_AVAILABLE`.
 */
function notEnough(
  code: QuantityRefusalCode,
  available: number,
  details: string,
  language: Language,
): ApiError {
  if (available <= 0) return notAvailable(details);
  return new ApiError(409, code, {
    message: quantityRefusalMessage(code, available, language),
    details,
    data: { available },
  });
}

/**
 * The catalogue as the cart module uses it ({@link CatalogPort}): products, the one pricing rule,
 * and reservation and stock rules that hold under concurrency. `priceLine`, `assertBookable` and
 * `book` also take an optional trailing `language` for their validation messages (Arabic by
 * default); the 409s carry only a code, which the error handler words.
 *
 * Booking: `book` locks the product's provider rows (`SELECT … FOR UPDATE`) inside the caller's
 * transaction, then counts the overlapping bookings and inserts, so of any number of customers
 * booking the last place at once exactly one gets it, on PGlite (one connection, transactions run
 * one at a time) and PostgreSQL (the row locks) alike. Stock: one conditional UPDATE.
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

  /** Everything needed to check a booking, read through `on` (the db or a transaction). */
  async function reservationContext(
    on: Db,
    tenantId: string,
    booking: BookingRequest,
    language: Language,
  ) {
    const found = await productOf(on, tenantId, booking.productId);
    if (!found || found.product.type !== 'reservation') {
      throw invalidField('productId', language);
    }
    if (!found.prices.some((price) => price.id === booking.priceId)) {
      throw invalidField('priceId', language);
    }
    const from = parseInstant(booking.from);
    const to = parseInstant(booking.to);
    if (from === null) throw invalidField('from', language);
    if (to === null) throw invalidField('to', language);
    return {
      product: found,
      rules: slotRulesOf(found.product),
      providers: found.providers.map(slotProviderOf),
      reservation: {
        from,
        to,
        quantity: forceAtLeast(booking.quantity),
        providerIds: booking.providerIds,
        providerCount: forceAtLeast(booking.providerCount),
        customerLocation: booking.customerLocation ?? null,
      },
    };
  }

  /**
   * The providers to book, or 409 `ITEM_NOT_AVAILABLE` with the reason as details
   * (`NOT_ENOUGH_PLACES` when fewer places than asked are free at that time).
   */
  async function providersToBook(
    on: Db,
    tenantId: string,
    context: Awaited<ReturnType<typeof reservationContext>>,
    language: Language,
  ): Promise<string[]> {
    const taken = await createBookingRepository(on, tenantId).overlapping(
      context.providers.map((provider) => provider.id),
      { from: context.reservation.from, to: context.reservation.to },
    );
    const result = checkReservation(
      context.rules,
      context.providers,
      taken,
      context.reservation,
      now().getTime(),
    );
    if (result.ok) return result.providerIds;
    if (result.reason === 'providers') {
      throw notEnough('NOT_ENOUGH_PLACES', result.available, result.reason, language);
    }
    throw notAvailable(result.reason);
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
      const context = await reservationContext(db, tenantId, booking, language);
      await providersToBook(db, tenantId, context, language);
    },

    async book(
      tx: Db,
      tenantId: string,
      booking: BookingRequest & { reference: string },
      language: Language = defaultLanguage,
    ): Promise<void> {
      const bookings = createBookingRepository(tx, tenantId);
      const context = await reservationContext(tx, tenantId, booking, language);
      await bookings.lockProviders(context.providers.map((provider) => provider.id));
      // Booking again under one reference replaces its bookings (an item whose slot changed).
      await bookings.release(booking.reference);
      const providerIds = await providersToBook(tx, tenantId, context, language);
      const { reservation } = context;
      const createdAt = now();
      await bookings.insert(
        providerIds.map((providerId) => ({
          id: deps.random.uuid(),
          tenantId,
          productId: booking.productId,
          providerId,
          startsAt: new Date(reservation.from),
          endsAt: new Date(reservation.to),
          quantity: reservation.quantity,
          reference: booking.reference,
          createdAt,
        })),
      );
    },

    async release(tx: Db, tenantId: string, reference: string): Promise<void> {
      await createBookingRepository(tx, tenantId).release(reference);
    },

    async takeStock(tx: Db, tenantId: string, priceId: string, quantity: number): Promise<void> {
      const taken = await createStockRepository(tx, tenantId).take(priceId, forceAtLeast(quantity));
      if (!taken) throw notAvailable('stock');
    },

    async returnStock(tx: Db, tenantId: string, priceId: string, quantity: number): Promise<void> {
      await createStockRepository(tx, tenantId).giveBack(priceId, forceAtLeast(quantity));
    },

    async assertInStock(
      tenantId: string,
      priceId: string,
      quantity: number,
      language: Language = defaultLanguage,
    ): Promise<void> {
      const stock =
        preloadedPrice(tenantId, priceId) ??
        (await createStockRepository(db, tenantId).find(priceId));
      if (!stock) throw notAvailable('stock');
      if (!stock.isUnlimited && stock.availableQuantity < forceAtLeast(quantity)) {
        throw notEnough('NOT_ENOUGH_STOCK', stock.availableQuantity, 'stock', language);
      }
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
