import * as z from 'zod/mini';
import { cartStatusSchema } from './cart.ts';

/** Event names of the two cart event streams (docs/product/event-streams.md). */
export const cartStreamEventNames = {
  /** `/api/sse/cart`: data is the whole cart. */
  cartUpdated: 'cartUpdated',
  /** `/api/sse/cart/status`: data is a {@link cartStatusEventSchema}. */
  status: 'status',
  /**
   * Either stream, signed-in only: the session the stream was opened with has ended (revoked, or
   * its access token expired); the server closes the stream after it. Data is a
   * {@link sessionEndedEventSchema}.
   */
  sessionEnded: 'sessionEnded',
} as const;

/** Data of a `status` event: sent when the cart completes (also after an online payment's callback). */
export const cartStatusEventSchema = z.object({
  status: cartStatusSchema,
  orderNumber: z.nullable(z.string()),
});

export type CartStatusEvent = z.infer<typeof cartStatusEventSchema>;

/**
 * Data of a `sessionEnded` event (docs/product/event-streams.md, "Sessions"): `expired` — reconnect
 * with a refreshed token; `revoked` — the refresh will fail too, so the client stops.
 */
export const sessionEndedEventSchema = z.object({
  reason: z.enum(['revoked', 'expired']),
});

export type SessionEndedEvent = z.infer<typeof sessionEndedEventSchema>;
