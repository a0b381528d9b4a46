import * as z from 'zod/mini';

/**
 * The end-customer client the checkout signs in as (docs/product/access.md,
 * docs/product/sign-in.md).
 */
export const connectTokenClientId = 'storefront_checkout';
export const connectTokenScope = 'openid offline_access storefront';

/** Form fields of `POST /connect/token` (form-encoded): the mobile-number grant or the refresh grant. */
export const connectTokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('mobile_number'),
    client_id: z.literal(connectTokenClientId),
    scope: z.optional(z.string()),
    otp: z.string().check(z.minLength(1)),
    token: z.string().check(z.minLength(1)),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    client_id: z.literal(connectTokenClientId),
    scope: z.optional(z.string()),
    refresh_token: z.string().check(z.minLength(1)),
  }),
]);

/** OAuth 2.0 token answer. `access_token` is a JWT carrying the `CustomerId` claim. */
export const connectTokenResponseSchema = z
  .object({
    access_token: z.string().check(z.minLength(1)),
    token_type: z.literal('Bearer'),
    expires_in: z.int().check(z.positive()),
    refresh_token: z.string().check(z.minLength(1)),
  })
  .register(z.globalRegistry, { id: 'ConnectTokenResponse' });

/** OAuth 2.0 error answer (400). */
export const connectTokenErrorSchema = z
  .object({
    error: z.enum(['invalid_grant', 'invalid_request', 'invalid_client', 'unsupported_grant_type']),
    error_description: z.string(),
  })
  .register(z.globalRegistry, { id: 'ConnectTokenError' });

/** `GET /api/auth/current-user` for a signed-in customer. */
export const currentUserSchema = z
  .object({
    isAuthenticated: z.literal(true),
    customerId: z.string(),
    name: z.nullable(z.string()),
    mobileNumber: z.string(),
  })
  .register(z.globalRegistry, { id: 'CurrentUser' });

export type ConnectTokenRequest = z.infer<typeof connectTokenRequestSchema>;
export type ConnectTokenResponse = z.infer<typeof connectTokenResponseSchema>;
export type ConnectTokenError = z.infer<typeof connectTokenErrorSchema>;
export type CurrentUser = z.infer<typeof currentUserSchema>;
