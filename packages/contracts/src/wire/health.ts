import * as z from 'zod/mini';

/** `GET /health`: `ok` once the database answers (200), `unavailable` otherwise (503). */
export const healthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
  })
  .register(z.globalRegistry, { id: 'Health' });

export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /health/ready` (and `GET /health`, its older name): whether this instance can serve, that
 * is whether its database answers; 503 with `database: "down"` tells a balancer to route
 * elsewhere.
 */
export const readinessSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['up', 'down']),
  })
  .register(z.globalRegistry, { id: 'Readiness' });

export type Readiness = z.infer<typeof readinessSchema>;

/** `GET /health/live`: the process runs and answers (200), whatever its database does. */
export const livenessSchema = z
  .object({
    status: z.literal('ok'),
  })
  .register(z.globalRegistry, { id: 'Liveness' });

export type Liveness = z.infer<typeof livenessSchema>;
