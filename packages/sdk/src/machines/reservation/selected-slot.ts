import type { AvailabilitySlot } from '@storefront/contracts';

/**
 * The booking's start and end (docs/product/entities.md: selectedSlot {from, to}), ISO instants.
 */
export type SelectedSlot = Pick<AvailabilitySlot, 'from' | 'to'>;
