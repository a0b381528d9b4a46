import type { AvailabilitySlot, Product, ProductPrice } from '@storefront/contracts';

/** A price with unlimited stock unless told otherwise. */
export function testPrice(
  id: string,
  amount: number,
  overrides: Partial<ProductPrice> = {},
): ProductPrice {
  return {
    id,
    name: `Price ${id}`,
    amount,
    discountedAmount: null,
    depositAmount: null,
    period: null,
    stock: { isUnlimited: true, availableQuantity: 0 },
    ...overrides,
  };
}

/** A timed reservation product with two prices and no providers, fields or geofence. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'product-1',
    name: 'Haircut',
    description: 'A haircut',
    typeString: 'reservation',
    imageUrl: null,
    pricing: [testPrice('price-1', 100, { discountedAmount: 90 }), testPrice('price-2', 150)],
    amount: 80,
    discountedAmount: 70,
    customFields: [],
    subscriptionStartDate: null,
    isFullDayBooking: false,
    isVariableDuration: false,
    enableCustomerToChooseProvider: false,
    showProviderName: false,
    productProviders: [],
    hasGeofencedProviders: false,
    ...overrides,
  };
}

/** A slot with its providers; it cannot be extended unless `maxConnectedTo` says so. */
export function testSlot(
  from: string,
  to: string,
  availableProviderIds: string[] = [],
  maxConnectedTo = to,
): AvailabilitySlot {
  return { from, to, availableProviderIds, maxConnectedTo };
}
