import * as z from 'zod/mini';
import { cartStatusSchema } from './cart.ts';

/** Event names of the two cart event streams (docs/product/event-streams.md). */
export const cartStreamEventNames = {
  /** `/api/sse/cart`: data is the whole cart. */
  cartUpdated: 'cartUpdated',
  /** `/api/sse/cart/status`: data is a {@link cartStatusEventSchema}. */
  status: 'status',
} as const;

/** Data of a `status` event: sent when the cart completes (also after an online payment's callback). */
export const cartStatusEventSchema = z.object({
  status: cartStatusSchema,
  orderNumber: z.nullable(z.string()),
});

export type CartStatusEvent = z.infer<typeof cartStatusEventSchema>;
