import type { CustomFieldValues, CustomerLocation } from '@storefront/contracts';
import type { SelectedSlot } from './selected-slot.ts';

/**
 * The events the reservation flow accepts, named as in docs/product/flows.md. Any other event, or
 * one of these in a state that does not take it, records an `INVALID_STATE` error.
 */
export type ReservationMachineEvent =
  | { type: 'CHANGE_PRICE'; priceId: string }
  /** `month` is 1 to 12; out-of-range months roll over (13 is January of the next year). */
  | { type: 'CHANGE_MONTH'; year: number; month: number }
  | { type: 'CHANGE_PROVIDER_IDS'; providerIds: string[] }
  /** Forced to at least 1. */
  | { type: 'CHANGE_PROVIDER_COUNT'; providerCount: number }
  /** Forced to at least 1. */
  | { type: 'CHANGE_QUANTITY'; quantity: number }
  | { type: 'SET_LOCATION'; customerLocation: CustomerLocation | null }
  | { type: 'SET_ADDONS'; addOns: CustomFieldValues }
  | { type: 'SET_CUSTOM_FIELDS'; customFields: CustomFieldValues }
  /** A calendar date, `YYYY-MM-DD`. */
  | { type: 'SELECT_SINGLE_DATE'; date: string }
  | { type: 'SELECT_SLOT'; slot: SelectedSlot }
  /** A variable-duration booking's start: a returned slot's `from`. */
  | { type: 'SELECT_SLOT_FROM'; from: string }
  /** Checks the selection and adds the reservation to the cart. */
  | { type: 'ADD_TO_CART' }
  /** The page took the ready reservation: start a new one. */
  | { type: 'RESERVATION_READY' }
  | { type: 'RETRY' }
  | { type: 'RESET' };
