import type { AvailabilityResource } from '../../resources/availability-resource.ts';
import type { PricingResource } from '../../resources/pricing-resource.ts';
import type { ReservationEffects } from './reservation-effects.ts';

/**
 * The reservation flow's API effects over the SDK's resources: the availabilities of the window
 * and the reservation-v2 price amount. Adding to the cart is the app's (its cart flow's
 * ADD_ITEMS), so it is passed in.
 *
 * @example
 * reservationMachine.provide({
 *   actors: reservationEffectActors(
 *     reservationResourceEffects(api, { addToCart: ({ item }) => addThroughCartFlow(item) }),
 *   ),
 * });
 */
export function reservationResourceEffects(
  api: {
    availability: Pick<AvailabilityResource, 'availabilities'>;
    pricing: Pick<PricingResource, 'reservation'>;
  },
  app: Pick<ReservationEffects, 'addToCart'>,
): ReservationEffects {
  return {
    fetchAvailabilities: (input, signal) =>
      api.availability.availabilities(
        {
          startDate: input.startDate,
          endDate: input.endDate,
          priceId: input.priceId,
          minQuantity: input.quantity,
          minProvidersCount: input.providerCount,
          providersIds: input.providersIds,
          customerLocation: input.customerLocation,
        },
        { signal },
      ),
    // Without a slot the API prices the chosen price alone (its `from` and `to` are optional).
    fetchPriceAmount: (input, signal) =>
      api.pricing.reservation(
        {
          priceId: input.priceId,
          quantity: input.quantity,
          from: input.from ?? undefined,
          to: input.to ?? undefined,
          providersIds: input.providersIds,
          providerCount: input.providerCount,
          customFields: input.customFieldValues,
        },
        { signal },
      ),
    addToCart: app.addToCart,
  };
}
