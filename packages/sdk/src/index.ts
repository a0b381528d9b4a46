// The public API of @storefront/sdk, exported by name.
export type { AuthSession } from './auth/auth-session.ts';
export type { HttpClientOptions, RequestOptions, BodyKind } from './http/http-types.ts';
