import type { Product, ProductType } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import type { BookingRequest, CatalogPort, PricedLine } from '../../catalog/catalog-port.ts';

/** A price of a fake product: its unit amount, deposit per unit and stock (null: unlimited). */
export interface FakePrice {
  id: string;
  amount: number;
  depositAmount?: number;
  stock?: number | null;
}

/** A product of the fake catalogue. */
export interface FakeProduct {
  id: string;
  type: ProductType;
  nameEn: string;
  nameAr: string;
  prices: FakePrice[];
  /** Custom fields that must be set when the line is priced. */
  requiredFields?: string[];
  /** Places per slot (reservations); 1 by default. */
  capacity?: number;
}

/** The fake catalogue and what tests read or steer in it. */
export interface FakeCatalog extends CatalogPort {
  products: Map<string, FakeProduct>;
  /** Stock left per price id (limited prices only). */
  stock: Map<string, number>;
  /** Bookings made, by reference. */
  bookings: Map<string, BookingRequest>;
  /** Slot starts (ISO) that `assertBookable` refuses, as a slot taken meanwhile would be. */
  unbookable: Set<string>;
  /** Calls made, by method name, for tests that check what the cart asked. */
  calls: string[];
}

const notAvailable = () => new ApiError(409, 'ITEM_NOT_AVAILABLE');
const invalid = (member: string) =>
  new ApiError(400, 'VALIDATION_ERROR', {
    validationErrors: [{ message: 'This value is not valid', members: [member] }],
  });

/**
 * An in-memory {@link CatalogPort} for the cart rules' tests: a line costs its price's amount per
 * unit (deposit likewise), limited stock is counted, and a slot holds `capacity` bookings. Books
 * and stock are not rolled back with the caller's transaction (tests do not rely on it).
 *
 * @example
 * const catalog = createFakeCatalog([{ id, type: 'merchandise', nameEn: 'Mug', nameAr: 'كوب', prices: [{ id: priceId, amount: 100 }] }]);
 */
export function createFakeCatalog(products: readonly FakeProduct[]): FakeCatalog {
  const byId = new Map(products.map((product) => [product.id, product]));
  const stock = new Map<string, number>();
  for (const product of products) {
    for (const price of product.prices) {
      if (price.stock !== undefined && price.stock !== null) stock.set(price.id, price.stock);
    }
  }
  const bookings = new Map<string, BookingRequest>();
  const unbookable = new Set<string>();
  const calls: string[] = [];

  const priceOf = (productId: string, priceId: string) => {
    const product = byId.get(productId);
    if (!product) throw invalid('productId');
    const price = product.prices.find((candidate) => candidate.id === priceId);
    if (!price) throw invalid('priceId');
    return { product, price };
  };
  const bookedIn = (booking: BookingRequest) =>
    [...bookings.values()]
      .filter((held) => held.productId === booking.productId && held.from === booking.from)
      .reduce((sum, held) => sum + held.quantity, 0);

  return {
    products: byId,
    stock,
    bookings,
    unbookable,
    calls,

    findProduct(_tenantId, productId, language) {
      calls.push('findProduct');
      const product = byId.get(productId);
      if (!product) return Promise.resolve(null);
      const name = language === 'ar' ? product.nameAr : product.nameEn;
      const found: Product = {
        id: product.id,
        name,
        description: `${name}.`,
        typeString: product.type,
        imageUrl: null,
        pricing: product.prices.map((price) => ({
          id: price.id,
          name: 'Standard',
          amount: price.amount,
          discountedAmount: null,
          depositAmount: price.depositAmount ?? null,
          period: null,
          stock: { isUnlimited: !stock.has(price.id), availableQuantity: stock.get(price.id) ?? 0 },
        })),
        amount: product.prices[0]?.amount ?? 0,
        discountedAmount: null,
        customFields: [],
        subscriptionStartDate: null,
        isFullDayBooking: false,
        isVariableDuration: false,
        enableCustomerToChooseProvider: false,
        showProviderName: false,
        productProviders: [],
        hasGeofencedProviders: false,
      };
      return Promise.resolve(found);
    },

    priceLine(_tenantId, line) {
      calls.push('priceLine');
      const { product, price } = priceOf(line.productId, line.priceId);
      const missing = (product.requiredFields ?? []).find(
        (key) => (line.customFieldValues[key] ?? '') === '',
      );
      if (missing !== undefined) return Promise.reject(invalid(`customFields.${missing}`));
      const amount = price.amount * line.quantity;
      const priced: PricedLine = {
        unitPrice: price.amount,
        effectiveQuantity: line.quantity,
        totalPrice: amount,
        totalAfterDiscount: amount,
        flatAmount: 0,
        depositAmount: (price.depositAmount ?? 0) * line.quantity,
      };
      return Promise.resolve(priced);
    },

    assertBookable(_tenantId, booking) {
      calls.push('assertBookable');
      const { product } = priceOf(booking.productId, booking.priceId);
      const full = bookedIn(booking) + booking.quantity > (product.capacity ?? 1);
      if (full || unbookable.has(booking.from)) return Promise.reject(notAvailable());
      return Promise.resolve();
    },

    book(_tx, _tenantId, booking) {
      calls.push('book');
      const { product } = priceOf(booking.productId, booking.priceId);
      if (bookedIn(booking) + booking.quantity > (product.capacity ?? 1)) {
        return Promise.reject(notAvailable());
      }
      bookings.set(booking.reference, booking);
      return Promise.resolve();
    },

    release(_tx, _tenantId, reference) {
      calls.push('release');
      bookings.delete(reference);
      return Promise.resolve();
    },

    takeStock(_tx, _tenantId, priceId, quantity) {
      calls.push('takeStock');
      const left = stock.get(priceId);
      if (left === undefined) return Promise.resolve();
      if (left < quantity) return Promise.reject(notAvailable());
      stock.set(priceId, left - quantity);
      return Promise.resolve();
    },

    returnStock(_tx, _tenantId, priceId, quantity) {
      calls.push('returnStock');
      const left = stock.get(priceId);
      if (left !== undefined) stock.set(priceId, left + quantity);
      return Promise.resolve();
    },

    assertInStock(_tenantId, priceId, quantity) {
      calls.push('assertInStock');
      const left = stock.get(priceId);
      if (left !== undefined && left < quantity) return Promise.reject(notAvailable());
      return Promise.resolve();
    },
  };
}
