import { z } from 'zod';

/** The LISTEN/NOTIFY channel of cart events, shared by every API instance on the database. */
export const cartEventsChannel = 'cart_events';

/**
 * What a `cart_events` notification carries: the stored event's id and whose it is. The event
 * itself stays in the table (PostgreSQL caps payloads at 8,000 bytes; a cart may be larger), and
 * every instance reads it from there.
 */
export const cartEventNotificationSchema = z.object({
  id: z.number().int().positive(),
  tenantId: z.string(),
  cartId: z.string(),
});

export type CartEventNotification = z.infer<typeof cartEventNotificationSchema>;
