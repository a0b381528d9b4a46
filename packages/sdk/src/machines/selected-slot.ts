import type { AvailabilitySlot } from '@storefront/contracts';

/** The booking's start and end (spec section 3: selectedSlot {from, to}), ISO instants. */
export type SelectedSlot = Pick<AvailabilitySlot, 'from' | 'to'>;
