import * as z from 'zod/mini';

/** `GET /health`: `ok` once the database answers (200), `unavailable` otherwise (503). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
});

export type Health = z.infer<typeof healthSchema>;
