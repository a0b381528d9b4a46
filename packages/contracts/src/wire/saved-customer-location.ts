import { z } from 'zod';
import { customerLocationSchema } from './availability.ts';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec gives a location's fields, not the bodies of its calls.

/** A location saved under `/api/app/customer-locations`: it always has an id. */
export const savedCustomerLocationSchema = customerLocationSchema.extend({ id: z.string() });

/** Body of `POST /api/app/customer-locations` and `PUT /api/app/customer-locations/{locationId}`. */
export const customerLocationInputSchema = customerLocationSchema.omit({ id: true }).extend({
  description: z.string().trim().max(200).nullable(),
  type: z.string().trim().max(50).nullable(),
});

/** `GET /api/app/customer-locations`. */
export const savedCustomerLocationListSchema = listResultSchema(savedCustomerLocationSchema);

/** Query of `GET /api/app/customer-locations/closest`; it answers a saved location or JSON `null`. */
export const closestCustomerLocationQuerySchema = z.object({
  longitude: z.coerce.number().min(-180).max(180),
  latitude: z.coerce.number().min(-90).max(90),
});

export type SavedCustomerLocation = z.infer<typeof savedCustomerLocationSchema>;
export type CustomerLocationInput = z.infer<typeof customerLocationInputSchema>;
export type ClosestCustomerLocationQuery = z.infer<typeof closestCustomerLocationQuerySchema>;
