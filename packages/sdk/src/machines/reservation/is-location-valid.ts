import type { CustomerLocation, Product } from '@storefront/contracts';

/**
 * docs/product/validation.md: "Location is valid when the product has no geofenced providers or a
 * customer location is set."
 */
export function isLocationValid(
  product: Pick<Product, 'hasGeofencedProviders'>,
  customerLocation: CustomerLocation | null,
): boolean {
  return !product.hasGeofencedProviders || customerLocation !== null;
}
