import * as z from 'zod/mini';
import { cartSourceSchema } from '../constants/cart-source.ts';
import { productTypeSchema } from '../constants/product-type.ts';
import { customFieldValuesSchema } from './custom-field.ts';

/** The product as a cart line shows it; null when the product no longer exists. */
export const cartItemProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    typeString: productTypeSchema,
    imageUrl: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'CartItemProduct' });

/**
 * A custom field or add-on the shopper set on a line, as the line names it (docs/product/api.md,
 * "Cart line details"): the field's label and the value in words (a choice's label; a ticked
 * checkbox's value is `"true"`), and its add-on price per unit (0 for a plain field).
 */
export const cartItemFieldDetailSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    type: z.enum(['text', 'number', 'select', 'checkbox', 'date']),
    value: z.string(),
    price: z.number(),
  })
  .register(z.globalRegistry, { id: 'CartItemFieldDetail' });

/**
 * A cart line (docs/product/entities.md, "Cart item"), with the reservation and subscription
 * extras and what the line says it is (docs/product/api.md, "Cart line details").
 */
export const cartItemSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    productName: z.nullable(z.string()),
    productDescription: z.nullable(z.string()),
    product: z.nullable(cartItemProductSchema),
    type: productTypeSchema,
    quantity: z.int(),
    effectiveQuantity: z.number(),
    priceId: z.string(),
    /** Unit price after the price's own discount. */
    price: z.number(),
    /** Line total before coupon and tax: unit price times effective quantity, plus add-ons. */
    amount: z.number(),
    /** The part of `amount` that does not scale with quantity (flat add-ons); 0 when none. */
    flatAmount: z.number(),
    depositAmount: z.number(),
    taxAmount: z.number(),
    customFields: customFieldValuesSchema,
    payableItemGroupId: z.nullable(z.string()),
    payableItemId: z.nullable(z.string()),
    reservationDateFrom: z.nullable(z.string()),
    reservationDateTo: z.nullable(z.string()),
    providersIds: z.array(z.string()),
    providerCount: z.int(),
    /** Names of the booked providers, for the summary. */
    providerNames: z.array(z.string()),
    subscriptionStartDate: z.nullable(z.string()),
    /** Reservations of geofenced products: where the service takes place. */
    customerLocation: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
    /** The chosen price option's name (a coffee's size); null for a line stored without it. */
    priceName: z.nullable(z.string()),
    /** What the price's own discount took off the line; 0 when none. */
    priceDiscountAmount: z.number(),
    /** The custom fields and add-ons set on the line, in the product's order. */
    fieldDetails: z.array(cartItemFieldDetailSchema),
    /** A reservation booked by whole days: the slot runs from midnight to midnight. */
    isFullDayBooking: z.boolean(),
    /** A subscription line's renewal period; null otherwise. */
    subscriptionPeriod: z.nullable(z.enum(['month', 'year'])),
  })
  .register(z.globalRegistry, { id: 'CartItem' });

/** The shopper named on a cart. */
export const cartCustomerSchema = z
  .object({
    customerId: z.nullable(z.string()),
    name: z.string(),
    mobileNumber: z.string(),
    customFields: customFieldValuesSchema,
  })
  .register(z.globalRegistry, { id: 'CartCustomer' });

/** `pending` until an order is made from it. */
export const cartStatusSchema = z
  .enum(['pending', 'completed'])
  .register(z.globalRegistry, { id: 'CartStatus' });

/**
 * The Cart of docs/product/entities.md plus status, coupon, notes and order number
 * (docs/product/api.md).
 */
export const cartSchema = z
  .object({
    id: z.string(),
    source: cartSourceSchema,
    status: cartStatusSchema,
    cartItems: z.array(cartItemSchema),
    customer: z.nullable(cartCustomerSchema),
    fees: z.number(),
    subTotal: z.number(),
    discountAmount: z.number(),
    taxAmount: z.number(),
    totalAmount: z.number(),
    depositAmount: z.number(),
    hasDeposit: z.boolean(),
    nonDepositAmount: z.number(),
    amountToBePaid: z.number(),
    taxToBePaid: z.number(),
    isUpdated: z.boolean(),
    couponCode: z.nullable(z.string()),
    notes: z.nullable(z.string()),
    customFields: customFieldValuesSchema,
    orderNumber: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Cart' });

/** One item to add: `POST /api/app/cart/cart-items/{cartId}?singleItem=` takes an array of these. */
export const addCartItemSchema = z
  .object({
    productId: z.string().check(z.minLength(1)),
    priceId: z.string().check(z.minLength(1)),
    quantity: z.int().check(z.gte(1)).check(z.lte(1000)),
    customFields: z.optional(customFieldValuesSchema),
    reservationDateFrom: z.optional(z.string()),
    reservationDateTo: z.optional(z.string()),
    providersIds: z.optional(z.array(z.string()).check(z.maxLength(50))),
    providerCount: z.optional(z.int().check(z.gte(1)).check(z.lte(50))),
    subscriptionStartDate: z.optional(z.string()),
    /** Reservations of geofenced products: where the service takes place. */
    customerLocation: z.optional(
      z.object({
        latitude: z.number().check(z.gte(-90)).check(z.lte(90)),
        longitude: z.number().check(z.gte(-180)).check(z.lte(180)),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'NewCartItem' });

/** One change of `PUT /api/app/cart/items/{cartId}`: a line's quantity and custom fields. */
export const updateCartItemSchema = z
  .object({
    id: z.string().check(z.minLength(1)),
    quantity: z.int().check(z.gte(1)).check(z.lte(1000)),
    customFields: z.optional(customFieldValuesSchema),
  })
  .register(z.globalRegistry, { id: 'CartItemChange' });

/** Answer of `POST /api/app/cart/{cartId}/process`. */
export const processCartResultSchema = z
  .object({
    orderNumber: z.string(),
    cartId: z.string(),
    status: z.literal('completed'),
  })
  .register(z.globalRegistry, { id: 'ProcessCartResult' });

/** `POST /api/app/coupon/check-coupon`. */
export const checkCouponRequestSchema = z
  .object({
    couponCode: z.string(),
    cartItems: z.array(addCartItemSchema),
  })
  .register(z.globalRegistry, { id: 'CheckCouponRequest' });

export const checkCouponResultSchema = z
  .object({
    isValid: z.boolean(),
    discountAmount: z.number(),
    message: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'CheckCouponResult' });

export type CartItemFieldDetail = z.infer<typeof cartItemFieldDetailSchema>;
export type CartItemProduct = z.infer<typeof cartItemProductSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type CartCustomer = z.infer<typeof cartCustomerSchema>;
export type CartStatus = z.infer<typeof cartStatusSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type AddCartItem = z.infer<typeof addCartItemSchema>;
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;
export type ProcessCartResult = z.infer<typeof processCartResultSchema>;
export type CheckCouponRequest = z.infer<typeof checkCouponRequestSchema>;
export type CheckCouponResult = z.infer<typeof checkCouponResultSchema>;
