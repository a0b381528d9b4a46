import type { AvailabilitySlot, Product } from '@storefront/contracts';

/**
 * The providers a booking names once a slot is chosen. When the shopper chooses
 * (`enableCustomerToChooseProvider`) their choice stands. When the product shows its providers'
 * names without a choice, the flow names the slot's free providers itself, as many as the
 * provider count: docs/product/validation.md then asks for at least one provider, and the shopper
 * has none to pick. Otherwise no provider is named (the server books free ones).
 *
 * @example
 * slotProviderIds(photoSession, slot, ['ignored'], 1); // [slot.availableProviderIds[0]]
 */
export function slotProviderIds(
  product: Pick<Product, 'enableCustomerToChooseProvider' | 'showProviderName'>,
  slot: Pick<AvailabilitySlot, 'availableProviderIds'> | undefined,
  chosenIds: string[],
  providerCount: number,
): string[] {
  if (product.enableCustomerToChooseProvider) return chosenIds;
  if (!product.showProviderName || slot === undefined) return [];
  return slot.availableProviderIds.slice(0, providerCount);
}

/**
 * The providers availabilities are asked for: only those the shopper chose. Providers the flow
 * named for a slot must not narrow the calendar to that provider's times.
 */
export function requestedProviderIds(
  product: Pick<Product, 'enableCustomerToChooseProvider'> | null,
  selectedProviderIds: string[],
): string[] {
  return product?.enableCustomerToChooseProvider === true ? selectedProviderIds : [];
}
