import { cartCustomerSchema } from '@storefront/contracts';
import { z } from 'zod';

const namedCartSchema = z.object({
  customer: z.nullable(z.object({ customerId: cartCustomerSchema.shape.customerId })),
});

/**
 * Whether a `cartUpdated` payload may go to a stream's viewer (a customer id, or null for a
 * guest): a cart without a customer goes to anyone holding its id; a cart naming a shopper goes
 * only to that shopper's own signed-in stream, so a guest stream never carries customer data
 * (docs/product/event-streams.md). A payload that does not parse is withheld.
 *
 * @example
 * mayViewCart(cart, null); // true only while the cart names no one
 */
export function mayViewCart(cart: unknown, viewerCustomerId: string | null): boolean {
  const parsed = namedCartSchema.safeParse(cart);
  if (!parsed.success) return false;
  const { customer } = parsed.data;
  return (
    customer === null || (customer.customerId !== null && customer.customerId === viewerCustomerId)
  );
}
