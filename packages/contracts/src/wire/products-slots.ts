import * as z from 'zod/mini';
import { availabilitySlotSchema } from './availability.ts';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec names `GET /products-slots?date` without its answer.

/** One reservation product's free slots on the asked day. */
export const productSlotsSchema = z
  .object({
    productId: z.string(),
    productName: z.string(),
    slots: z.array(availabilitySlotSchema),
  })
  .register(z.globalRegistry, { id: 'ProductSlots' });

/** `GET /api/app/reservation-v2/products-slots?date=YYYY-MM-DD`: every reservation product's slots. */
export const productsSlotsSchema = listResultSchema(productSlotsSchema);

export type ProductSlots = z.infer<typeof productSlotsSchema>;
