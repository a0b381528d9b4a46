import * as z from 'zod/mini';
import { customerLocationSchema } from './availability.ts';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec gives a location's fields, not the bodies of its calls.

/** A location saved under `/api/app/customer-locations`: it always has an id. */
export const savedCustomerLocationSchema = z
  .extend(customerLocationSchema, { id: z.string() })
  .register(z.globalRegistry, { id: 'SavedCustomerLocation' });

/** Body of `POST /api/app/customer-locations` and `PUT /api/app/customer-locations/{locationId}`. */
export const customerLocationInputSchema = z
  .extend(z.omit(customerLocationSchema, { id: true }), {
    description: z.nullable(z.string().check(z.trim()).check(z.maxLength(200))),
    type: z.nullable(z.string().check(z.trim()).check(z.maxLength(50))),
  })
  .register(z.globalRegistry, { id: 'CustomerLocationFields' });

/** `GET /api/app/customer-locations`. */
export const savedCustomerLocationListSchema = listResultSchema(savedCustomerLocationSchema);

/** Query of `GET /api/app/customer-locations/closest`; it answers a saved location or JSON `null`. */
export const closestCustomerLocationQuerySchema = z.object({
  longitude: z.coerce.number().check(z.gte(-180)).check(z.lte(180)),
  latitude: z.coerce.number().check(z.gte(-90)).check(z.lte(90)),
});

export type SavedCustomerLocation = z.infer<typeof savedCustomerLocationSchema>;
export type CustomerLocationInput = z.infer<typeof customerLocationInputSchema>;
export type ClosestCustomerLocationQuery = z.infer<typeof closestCustomerLocationQuerySchema>;
