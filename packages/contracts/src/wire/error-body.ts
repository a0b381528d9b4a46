import * as z from 'zod/mini';

/** One field failure of a 400 `VALIDATION_ERROR` (ABP style, docs/product/wire-conventions.md). */
export const validationErrorItemSchema = z
  .object({
    message: z.string(),
    members: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'ValidationErrorItem' });

/**
 * ABP's `error.data`: facts a client may act on, sent only by the codes that have them
 * (docs/product/errors.md). `available`: how many places or items are still free, with
 * `NOT_ENOUGH_PLACES` and `NOT_ENOUGH_STOCK`.
 */
export const errorDataSchema = z
  .object({
    available: z.optional(z.int().check(z.gte(0))),
  })
  .register(z.globalRegistry, { id: 'ErrorData' });

/** The body of every non-2xx answer under `/api/...`. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.nullable(z.string()),
      data: z.optional(errorDataSchema),
      validationErrors: z.nullable(z.array(validationErrorItemSchema)),
    }),
  })
  .register(z.globalRegistry, { id: 'ErrorBody' });

export type ErrorData = z.infer<typeof errorDataSchema>;

export type ValidationErrorItem = z.infer<typeof validationErrorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
