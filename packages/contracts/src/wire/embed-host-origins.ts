import * as z from 'zod/mini';

/**
 * `GET /api/embed/host-origins`: the origins of the tenants' sites this deployment lets frame its
 * pages and call its API (`CORS_ORIGINS`), so a framed page can tell whether the `hostOrigin` it
 * was given may receive its events (docs/product/embedding.md).
 */
export const embedHostOriginsSchema = z
  .object({
    hostOrigins: z.array(z.string()),
  })
  .register(z.globalRegistry, { id: 'EmbedHostOrigins' });

export type EmbedHostOrigins = z.infer<typeof embedHostOriginsSchema>;
