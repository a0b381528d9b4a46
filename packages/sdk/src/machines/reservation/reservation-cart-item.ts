import type { AddCartItem, Product } from '@storefront/contracts';
import type { ReservationFlowData } from './reservation-context.ts';

/**
 * The cart item of a finished reservation: its price, slot, quantity, providers, and custom
 * fields with add-ons merged (docs/product/api.md).
 */
export function reservationCartItem(product: Product, flow: ReservationFlowData): AddCartItem {
  return {
    productId: product.id,
    priceId: flow.priceId ?? '',
    quantity: flow.quantity,
    customFields: { ...flow.customFields, ...flow.addOns },
    ...(flow.selectedSlot === null
      ? {}
      : {
          reservationDateFrom: flow.selectedSlot.from,
          reservationDateTo: flow.selectedSlot.to,
        }),
    providersIds: flow.selectedProviderIds,
    providerCount: flow.selectedProviderCount,
    // Geofenced providers serve the customer where they are.
    ...(flow.customerLocation === null
      ? {}
      : {
          customerLocation: {
            latitude: flow.customerLocation.latitude,
            longitude: flow.customerLocation.longitude,
          },
        }),
  };
}
