import { cartCustomerSchema } from '@storefront/contracts';
import { z } from 'zod';

const ownedCartSchema = z.object({
  customer: z.nullable(z.object({ customerId: cartCustomerSchema.shape.customerId })),
});

/**
 * The customer a cart (a `cartUpdated` payload) belongs to, or null while it has none (then its
 * id alone reaches it).
 *
 * @example
 * cartOwnerOf(cart); // '…customer id…' or null
 */
export function cartOwnerOf(cart: unknown): string | null {
  const parsed = ownedCartSchema.safeParse(cart);
  return parsed.success ? (parsed.data.customer?.customerId ?? null) : null;
}
