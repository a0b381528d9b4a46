import { z } from 'zod';
import { cartSourceSchema } from '../constants/cart-source.ts';
import { productTypeSchema } from '../constants/product-type.ts';
import { customFieldValuesSchema } from './custom-field.ts';

/** The product as a cart line shows it; null when the product no longer exists. */
export const cartItemProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  typeString: productTypeSchema,
  imageUrl: z.string().nullable(),
});

/** A cart line (spec section 3, "Cart item"), with the reservation and subscription extras. */
export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string().nullable(),
  productDescription: z.string().nullable(),
  product: cartItemProductSchema.nullable(),
  type: productTypeSchema,
  quantity: z.number().int(),
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
  payableItemGroupId: z.string().nullable(),
  payableItemId: z.string().nullable(),
  reservationDateFrom: z.string().nullable(),
  reservationDateTo: z.string().nullable(),
  providersIds: z.array(z.string()),
  providerCount: z.number().int(),
  /** Names of the booked providers, for the summary. */
  providerNames: z.array(z.string()),
  subscriptionStartDate: z.string().nullable(),
  /** Reservations of geofenced products: where the service takes place. */
  customerLocation: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});

/** The shopper named on a cart. */
export const cartCustomerSchema = z.object({
  customerId: z.string().nullable(),
  name: z.string(),
  mobileNumber: z.string(),
  customFields: customFieldValuesSchema,
});

/** `pending` until an order is made from it. */
export const cartStatusSchema = z.enum(['pending', 'completed']);

/** The Cart of spec section 3 plus status, coupon, notes and order number (decisions.md). */
export const cartSchema = z.object({
  id: z.string(),
  source: cartSourceSchema,
  status: cartStatusSchema,
  cartItems: z.array(cartItemSchema),
  customer: cartCustomerSchema.nullable(),
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
  couponCode: z.string().nullable(),
  notes: z.string().nullable(),
  customFields: customFieldValuesSchema,
  orderNumber: z.string().nullable(),
});

/** One item to add: `POST /api/app/cart/cart-items/{cartId}?singleItem=` takes an array of these. */
export const addCartItemSchema = z.object({
  productId: z.string().min(1),
  priceId: z.string().min(1),
  quantity: z.number().int().min(1).max(1000),
  customFields: customFieldValuesSchema.optional(),
  reservationDateFrom: z.string().optional(),
  reservationDateTo: z.string().optional(),
  providersIds: z.array(z.string()).max(50).optional(),
  providerCount: z.number().int().min(1).max(50).optional(),
  subscriptionStartDate: z.string().optional(),
  /** Reservations of geofenced products: where the service takes place. */
  customerLocation: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .optional(),
});

/** One change of `PUT /api/app/cart/items/{cartId}`: a line's quantity and custom fields. */
export const updateCartItemSchema = z.object({
  id: z.string().min(1),
  quantity: z.number().int().min(1).max(1000),
  customFields: customFieldValuesSchema.optional(),
});

/** Answer of `POST /api/app/cart/{cartId}/process`. */
export const processCartResultSchema = z.object({
  orderNumber: z.string(),
  cartId: z.string(),
  status: z.literal('completed'),
});

/** `POST /api/app/coupon/check-coupon`. */
export const checkCouponRequestSchema = z.object({
  couponCode: z.string(),
  cartItems: z.array(addCartItemSchema),
});

export const checkCouponResultSchema = z.object({
  isValid: z.boolean(),
  discountAmount: z.number(),
  message: z.string().nullable(),
});

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
