import type {
  AddCartItem,
  Availability,
  CustomFieldValues,
  CustomerLocation,
  PriceAmount,
} from '@storefront/contracts';
import { effectActor, type Effect } from '../shared/effect-actor.ts';

/** `fetchAvailabilities`: `GET /api/app/reservation-v2/availabilities`. */
export interface FetchAvailabilitiesInput {
  productId: string;
  priceId: string;
  /** First day of the window, `YYYY-MM-DD` (docs/product/validation.md's availability window). */
  startDate: string;
  /** Last day of the window, inclusive, `YYYY-MM-DD`. */
  endDate: string;
  /** Sent as MinQuantity. */
  quantity: number;
  /** Sent as MinProvidersCount. */
  providerCount: number;
  providersIds: string[];
  customerLocation: CustomerLocation | null;
}

/** `fetchPriceAmount`: the reservation-v2 price amount (docs/product/api.md). */
export interface FetchReservationAmountInput {
  productId: string;
  priceId: string;
  /** The selected slot's start and end, or null when no slot is selected yet. */
  from: string | null;
  to: string | null;
  quantity: number;
  providersIds: string[];
  providerCount: number;
  /** Custom fields and add-ons merged (docs/product/api.md). */
  customFieldValues: CustomFieldValues;
}

/** `addToCart`: puts the finished reservation in the cart. */
export interface AddReservationToCartInput {
  item: AddCartItem;
}

/** What the reservation flow asks of its environment. */
export interface ReservationEffects {
  fetchAvailabilities: Effect<FetchAvailabilitiesInput, Availability>;
  fetchPriceAmount: Effect<FetchReservationAmountInput, PriceAmount>;
  /**
   * Adds the item to the cart: the app may send ADD_ITEMS to its cart flow and resolve on
   * itemsAdded, or call the API. Rejects when the item was not added.
   */
  addToCart: Effect<AddReservationToCartInput, unknown>;
}

/**
 * The reservation flow's named actors built from plain async functions, for
 * `reservationMachine.provide()`.
 *
 * @example
 * reservationMachine.provide({ actors: reservationEffectActors({ fetchAvailabilities, fetchPriceAmount, addToCart }) });
 */
export function reservationEffectActors(effects: Partial<ReservationEffects>) {
  return {
    fetchAvailabilities: effectActor('fetchAvailabilities', effects.fetchAvailabilities),
    fetchPriceAmount: effectActor('fetchPriceAmount', effects.fetchPriceAmount),
    addToCart: effectActor('addToCart', effects.addToCart),
  };
}
