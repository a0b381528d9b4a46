import type { CustomFieldValues, Language, Product } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';

/**
 * What the cart module needs of the catalogue, so the two are built and tested apart: the product
 * as the checkout sees it, the price of a line (the same numbers the price-amount routes answer),
 * and reservation and stock rules. Implemented by `createCatalog(db, app.deps)`
 * (`pricing/create-catalog.ts`, the module above catalog and availability), which holds stock with
 * this folder's `hold-stock.ts` and a reservation slot with `availability/booking/hold-slot.ts`.
 */
export interface CatalogPort {
  /** The product in the request's language; null when this tenant has no such product. */
  findProduct(tenantId: string, productId: string, language: Language): Promise<Product | null>;

  /**
   * Prices one line. Throws `ApiError` 400 `VALIDATION_ERROR` when the product is unknown, the price
   * is not one of the product's, a required custom field is missing or a value is not one of its
   * options, or reservation dates are missing, malformed or not whole slots;
   * 400 `INVALID_OPERATION` "Product has no pricing options" for a product without prices.
   */
  priceLine(tenantId: string, line: LineToPrice): Promise<PricedLine>;

  /**
   * Throws `ApiError` 409 `ITEM_NOT_AVAILABLE` unless the reservation can be booked now: the slot
   * exists in the product's availability for the requested providers (or provider count) and has
   * room for the quantity; for geofenced products, `customerLocation` is inside a provider's area.
   * Room for fewer than the quantity (but some) is 409 `NOT_ENOUGH_PLACES` with `data.available`.
   */
  assertBookable(tenantId: string, booking: BookingRequest): Promise<void>;

  /**
   * Books the reservation inside the caller's transaction `tx`, taking locks so that two
   * customers can never both get the last place of a slot (the loser gets 409
   * `ITEM_NOT_AVAILABLE`, or `NOT_ENOUGH_PLACES` when fewer places than its quantity are left). `reference` names what holds the booking (the cart item id).
   */
  book(tx: Db, tenantId: string, booking: BookingRequest & { reference: string }): Promise<void>;

  /** Frees every booking held under `reference` (an item removed, an order failed). */
  release(tx: Db, tenantId: string, reference: string): Promise<void>;

  /**
   * Takes `quantity` from the price's stock inside `tx` atomically (unlimited stock is untouched);
   * 409 `ITEM_NOT_AVAILABLE` when not enough is left. Never goes below zero.
   */
  takeStock(tx: Db, tenantId: string, priceId: string, quantity: number): Promise<void>;

  /**
   * Puts `quantity` back into the price's stock inside `tx` (a payment attempt's hold released);
   * unlimited stock is untouched, an unknown price ignored.
   */
  returnStock(tx: Db, tenantId: string, priceId: string, quantity: number): Promise<void>;

  /**
   * Throws 409 `NOT_ENOUGH_STOCK` (with `data.available`) when the price's stock cannot cover
   * `quantity` now, or `ITEM_NOT_AVAILABLE` when none is left.
   */
  assertInStock(tenantId: string, priceId: string, quantity: number): Promise<void>;
}

/** One line to price, as a cart item or a price-amount query gives it. */
export interface LineToPrice {
  productId: string;
  priceId: string;
  /** At least 1 (forced by the caller). */
  quantity: number;
  customFieldValues: CustomFieldValues;
  /** Reservations: ISO instants of the chosen slot. */
  from?: string | undefined;
  to?: string | undefined;
  providerIds?: readonly string[] | undefined;
  /** Reservations: at least 1. */
  providerCount?: number | undefined;
  /** Subscriptions: ISO date the subscription starts; now when unset. */
  subscriptionStartDate?: string | undefined;
}

/** The priced line: what a cart item stores and price-amount answers. */
export interface PricedLine {
  /** Unit price after the price's own discount. */
  unitPrice: number;
  /** Quantity times units the slot spans (variable duration) or providers booked, as priced. */
  effectiveQuantity: number;
  /** Before the price's discount: list price times effective quantity, plus add-ons. */
  totalPrice: number;
  /** After it: what the cart line's `amount` is. */
  totalAfterDiscount: number;
  /** The part of the amount that does not scale with quantity (flat add-ons). */
  flatAmount: number;
  /** Deposit taken now for this line; 0 when paid in full. */
  depositAmount: number;
}

/** A reservation to check or book. */
export interface BookingRequest {
  productId: string;
  priceId: string;
  from: string;
  to: string;
  quantity: number;
  /** Empty when the customer does not choose: the catalogue picks free providers. */
  providerIds: readonly string[];
  providerCount: number;
  customerLocation?: { latitude: number; longitude: number } | undefined;
}
