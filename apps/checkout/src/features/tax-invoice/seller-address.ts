import type { SellerAddress } from '@storefront/contracts';

/**
 * The seller's national address on one line, in the order Saudi addresses are written: building
 * number and street, district, city and postal code, then the additional number when there is one.
 *
 * @example
 * sellerAddressLine(address); // '2322 King Fahd Road, Al Olaya, Riyadh 12214'
 */
export function sellerAddressLine(address: SellerAddress): string {
  const parts = [
    `${address.buildingNumber} ${address.street}`,
    address.district,
    `${address.city} ${address.postalCode}`,
  ];
  if (address.additionalNumber !== null) parts.push(address.additionalNumber);
  return parts.join(', ');
}
