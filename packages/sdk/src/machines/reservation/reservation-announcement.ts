import type {
  AddCartItem,
  Availability,
  CustomFieldValues,
  CustomerLocation,
  PriceAmount,
} from '@storefront/contracts';
import type { MachineError } from '../shared/machine-error.ts';
import type { SelectedSlot } from './selected-slot.ts';

/** What the reservation flow announces (docs/product/flows.md, reservation "Events"). */
export type ReservationAnnouncement =
  | { type: 'amountsUpdated'; amount: PriceAmount }
  | { type: 'availabilitiesUpdated'; availabilities: Availability }
  /** The selection changed; `slot` is null when a day without a slot was chosen. */
  | { type: 'slotSelected'; slot: SelectedSlot | null; displayDay: number | null }
  | { type: 'reservationReady'; item: AddCartItem }
  | { type: 'customFieldsUpdated'; customFields: CustomFieldValues }
  | { type: 'providersUpdated'; providerIds: string[]; providerCount: number }
  | { type: 'monthChanged'; year: number; month: number }
  | { type: 'customerLocationUpdated'; customerLocation: CustomerLocation | null }
  | { type: 'error'; error: MachineError };
