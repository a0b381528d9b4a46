import * as z from 'zod/mini';

/** One bookable slot (docs/product/entities.md): ISO instants, the providers free for it. */
export const availabilitySlotSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    availableProviderIds: z.array(z.string()),
    /** The latest end reachable by booking consecutive free slots from this one (variable duration). */
    maxConnectedTo: z.string(),
  })
  .register(z.globalRegistry, { id: 'AvailabilitySlot' });

/** `GET /api/app/reservation-v2/availabilities`. */
export const availabilitySchema = z
  .object({
    /** False when the product's providers are geofenced and the customer location is outside them. */
    isLocationApplicable: z.boolean(),
    slots: z.array(availabilitySlotSchema),
  })
  .register(z.globalRegistry, { id: 'Availability' });

/** A customer's location (docs/product/entities.md). */
export const customerLocationSchema = z.object({
  id: z.nullable(z.string()),
  longitude: z.number().check(z.gte(-180)).check(z.lte(180)),
  latitude: z.number().check(z.gte(-90)).check(z.lte(90)),
  description: z.nullable(z.string()),
  type: z.nullable(z.string()),
});

export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;
export type Availability = z.infer<typeof availabilitySchema>;
export type CustomerLocation = z.infer<typeof customerLocationSchema>;
