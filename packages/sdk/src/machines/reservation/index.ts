// The reservation machine: days, slots, providers and the reservation cart item.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export { reservationMachine, type ReservationMachineInput } from './reservation-machine.ts';
export type { ReservationMachineContext, ReservationFlowData } from './reservation-context.ts';
export type { ReservationMachineEvent } from './reservation-machine-event.ts';
export type { ReservationAnnouncement } from './reservation-announcement.ts';
export {
  reservationEffectActors,
  type ReservationEffects,
  type FetchAvailabilitiesInput,
  type FetchReservationAmountInput,
  type AddReservationToCartInput,
} from './reservation-effects.ts';
export { reservationResourceEffects } from './reservation-resource-effects.ts';
export {
  freeMonthLookAhead,
  nextMonthWithFreeTimes,
  type CalendarMonth,
} from './reservation-next-free-month.ts';
export { freePlacesAt } from './reservation-free-places.ts';
export { reservationSdkEvents } from './reservation-sdk-events.ts';
export type { SelectedSlot } from './selected-slot.ts';
export { areProviderIdsValid } from './are-provider-ids-valid.ts';
export { isLocationValid } from './is-location-valid.ts';
export { areCustomFieldsPending } from './are-custom-fields-pending.ts';
export { availabilityWindow, type AvailabilityWindow } from './availability-window.ts';
