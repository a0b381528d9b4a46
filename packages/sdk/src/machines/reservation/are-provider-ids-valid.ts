import type { Product } from '@storefront/contracts';
import { findReturnedSlot } from './find-returned-slot.ts';
import type { ReservationFlowData } from './reservation-context.ts';

/**
 * docs/product/validation.md: "Provider ids are valid when neither provider choice nor provider
 * names are shown, or when more than one provider is requested. Otherwise at least one provider id
 * is needed, and with a selected slot every chosen provider must be among that slot's available
 * providers."
 */
export function areProviderIdsValid(
  product: Product,
  flow: Pick<
    ReservationFlowData,
    'selectedProviderCount' | 'selectedProviderIds' | 'selectedSlot' | 'availabilities'
  >,
): boolean {
  if (!product.enableCustomerToChooseProvider && !product.showProviderName) return true;
  if (flow.selectedProviderCount > 1) return true;
  if (flow.selectedProviderIds.length === 0) return false;
  if (flow.selectedSlot === null) return true;
  const slot = findReturnedSlot(flow.availabilities, flow.selectedSlot, product.isVariableDuration);
  return (
    slot !== undefined &&
    flow.selectedProviderIds.every((id) => slot.availableProviderIds.includes(id))
  );
}
