import * as z from 'zod/mini';
import { paymentMethodSchema } from '../constants/payment-method.ts';
import {
  availabilitySchema,
  availabilitySlotSchema,
  customerLocationSchema,
} from './availability.ts';
import { addCartItemSchema, cartSchema, updateCartItemSchema } from './cart.ts';
import { customFieldValuesSchema } from './custom-field.ts';
import { priceAmountSchema } from './price-amount.ts';

// Payloads are plain data (no class instances), so they survive `postMessage` and `JSON.stringify`.

/**
 * A failure as announced: the error code of docs/product/errors.md, its message, the retries used
 * so far.
 */
export const sdkErrorPayloadSchema = z.object({
  code: z.string(),
  message: z.string(),
  retryCount: z.int().check(z.nonnegative()),
});

const withCart = z.object({ cart: cartSchema });
const ofProduct = z.object({ productId: z.string() });

/**
 * Payload of every event the SDK announces, by event name. The cart flow's events keep the names
 * of docs/product/flows.md; the reservation and price flows' events are prefixed `reservation.` and
 * `price.`, since both flows announce `amountsUpdated` and the reservation flow's
 * `customFieldsUpdated` and `error` would collide with the cart's; a framed page's own are
 * prefixed `embed.`.
 */
export const sdkEventPayloadSchemas = {
  cartCreated: withCart,
  cartUpdated: withCart,
  cartCompleted: z.object({ cartId: z.string(), orderNumber: z.nullable(z.string()) }),
  itemsAdded: z.extend(withCart, { items: z.array(addCartItemSchema) }),
  itemsRemoved: z.extend(withCart, { itemIds: z.array(z.string()) }),
  itemsUpdated: z.extend(withCart, { items: z.array(updateCartItemSchema) }),
  couponUpdated: z.extend(withCart, { couponCode: z.nullable(z.string()) }),
  customerUpdated: withCart,
  cartError: z.extend(sdkErrorPayloadSchema, { cartId: z.nullable(z.string()) }),
  // Defined by docs/product/flows.md but not announced by the cart flow.
  cartSubmitted: z.object({ cartId: z.string(), paymentMethod: paymentMethodSchema }),
  notesUpdated: withCart,
  customFieldsUpdated: withCart,

  'reservation.amountsUpdated': z.extend(ofProduct, { amount: priceAmountSchema }),
  'reservation.availabilitiesUpdated': z.extend(ofProduct, { availability: availabilitySchema }),
  'reservation.slotSelected': z.extend(ofProduct, {
    slot: z.nullable(z.pick(availabilitySlotSchema, { from: true, to: true })),
  }),
  /** The reservation is complete; `item` is what to add to the cart. */
  'reservation.reservationReady': z.extend(ofProduct, { item: addCartItemSchema }),
  'reservation.customFieldsUpdated': z.extend(ofProduct, { customFields: customFieldValuesSchema }),
  'reservation.providersUpdated': z.extend(ofProduct, {
    providersIds: z.array(z.string()),
    providerCount: z.int().check(z.gte(1)),
  }),
  /** `month` counts from 1 (January). */
  'reservation.monthChanged': z.extend(ofProduct, {
    year: z.int(),
    month: z.int().check(z.gte(1)).check(z.lte(12)),
  }),
  'reservation.customerLocationUpdated': z.extend(ofProduct, {
    customerLocation: z.nullable(customerLocationSchema),
  }),
  'reservation.error': z.extend(sdkErrorPayloadSchema, { productId: z.nullable(z.string()) }),

  'price.amountsUpdated': z.extend(ofProduct, { amount: priceAmountSchema }),
  'price.error': z.extend(sdkErrorPayloadSchema, { productId: z.nullable(z.string()) }),

  /**
   * A framed page's content took a new height (CSS pixels): the embed snippet sizes the page's
   * frame to it, so nothing in the frame is cut off or scrolls (docs/product/embedding.md).
   */
  'embed.frameResized': z.object({ height: z.int().check(z.nonnegative()) }),
} as const;

/** The name of an SDK event. */
export type SdkEventName = keyof typeof sdkEventPayloadSchemas;

/** Payload type by event name, derived from {@link sdkEventPayloadSchemas}. */
export type SdkEventMap = {
  [Name in SdkEventName]: z.infer<(typeof sdkEventPayloadSchemas)[Name]>;
};

export type SdkErrorPayload = z.infer<typeof sdkErrorPayloadSchema>;
