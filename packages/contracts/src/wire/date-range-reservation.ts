import * as z from 'zod/mini';
import { listResultSchema } from './list-result.ts';

// The project's choice: the spec names `GET /date-range-reservations` without its answer.

/** A booked or free period of a reservation product within the asked range. */
export const dateRangeReservationSchema = z
  .object({
    productId: z.string(),
    productName: z.string(),
    from: z.string(),
    to: z.string(),
    providerIds: z.array(z.string()),
    /** True for a period already booked (listed only with `IncludeBooked=true`). */
    isBooked: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'DateRangeReservation' });

/** `GET /api/app/reservation-v2/date-range-reservations`. */
export const dateRangeReservationListSchema = listResultSchema(dateRangeReservationSchema);

export type DateRangeReservation = z.infer<typeof dateRangeReservationSchema>;
