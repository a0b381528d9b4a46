import { z } from 'zod';
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

/** A failure as announced: the error code of spec section 8, its message, the retries used so far. */
export const sdkErrorPayloadSchema = z.object({
  code: z.string(),
  message: z.string(),
  retryCount: z.number().int().nonnegative(),
});

const withCart = z.object({ cart: cartSchema });
const ofProduct = z.object({ productId: z.string() });

/**
 * Payload of every event the SDK announces, by event name. The cart flow's events keep the names
 * of spec section 4; the reservation and price flows' events are prefixed `reservation.` and
 * `price.`, since both flows announce `amountsUpdated` and the reservation flow's
 * `customFieldsUpdated` and `error` would collide with the cart's.
 */
export const sdkEventPayloadSchemas = {
  cartCreated: withCart,
  cartUpdated: withCart,
  cartCompleted: z.object({ cartId: z.string(), orderNumber: z.string().nullable() }),
  itemsAdded: withCart.extend({ items: z.array(addCartItemSchema) }),
  itemsRemoved: withCart.extend({ itemIds: z.array(z.string()) }),
  itemsUpdated: withCart.extend({ items: z.array(updateCartItemSchema) }),
  couponUpdated: withCart.extend({ couponCode: z.string().nullable() }),
  customerUpdated: withCart,
  cartError: sdkErrorPayloadSchema.extend({ cartId: z.string().nullable() }),
  // Defined by spec section 4 but not announced by the cart flow.
  cartSubmitted: z.object({ cartId: z.string(), paymentMethod: paymentMethodSchema }),
  notesUpdated: withCart,
  customFieldsUpdated: withCart,

  'reservation.amountsUpdated': ofProduct.extend({ amount: priceAmountSchema }),
  'reservation.availabilitiesUpdated': ofProduct.extend({ availability: availabilitySchema }),
  'reservation.slotSelected': ofProduct.extend({
    slot: availabilitySlotSchema.pick({ from: true, to: true }).nullable(),
  }),
  /** The reservation is complete; `item` is what to add to the cart. */
  'reservation.reservationReady': ofProduct.extend({ item: addCartItemSchema }),
  'reservation.customFieldsUpdated': ofProduct.extend({ customFields: customFieldValuesSchema }),
  'reservation.providersUpdated': ofProduct.extend({
    providersIds: z.array(z.string()),
    providerCount: z.number().int().min(1),
  }),
  /** `month` counts from 1 (January). */
  'reservation.monthChanged': ofProduct.extend({
    year: z.number().int(),
    month: z.number().int().min(1).max(12),
  }),
  'reservation.customerLocationUpdated': ofProduct.extend({
    customerLocation: customerLocationSchema.nullable(),
  }),
  'reservation.error': sdkErrorPayloadSchema.extend({ productId: z.string().nullable() }),

  'price.amountsUpdated': ofProduct.extend({ amount: priceAmountSchema }),
  'price.error': sdkErrorPayloadSchema.extend({ productId: z.string().nullable() }),
} as const;

/** The name of an SDK event. */
export type SdkEventName = keyof typeof sdkEventPayloadSchemas;

/** Payload type by event name, derived from {@link sdkEventPayloadSchemas}. */
export type SdkEventMap = {
  [Name in SdkEventName]: z.infer<(typeof sdkEventPayloadSchemas)[Name]>;
};

export type SdkErrorPayload = z.infer<typeof sdkErrorPayloadSchema>;
