import type { Availability, AvailabilitySlot } from '@storefront/contracts';
import type { SelectedSlot } from './selected-slot.ts';

const sameInstant = (a: string, b: string) => a === b || Date.parse(a) === Date.parse(b);

/**
 * The returned slot a selection stands on, or undefined when the availabilities no longer hold
 * it (docs/product/flows.md: "a selected slot is kept only if still in the returned slots"). A
 * variable-duration booking starts at a returned slot and may end anywhere up to that slot's
 * `maxConnectedTo`.
 */
export function findReturnedSlot(
  availabilities: Availability | null,
  selection: SelectedSlot,
  isVariableDuration: boolean,
): AvailabilitySlot | undefined {
  return availabilities?.slots.find((slot) => {
    if (!sameInstant(slot.from, selection.from)) return false;
    if (!isVariableDuration) return sameInstant(slot.to, selection.to);
    const end = Date.parse(selection.to);
    return end > Date.parse(selection.from) && end <= Date.parse(slot.maxConnectedTo);
  });
}

/** The returned slot that starts at `from`, for SELECT_SLOT_FROM. */
export function findSlotStartingAt(
  availabilities: Availability | null,
  from: string,
): AvailabilitySlot | undefined {
  return availabilities?.slots.find((slot) => sameInstant(slot.from, from));
}
