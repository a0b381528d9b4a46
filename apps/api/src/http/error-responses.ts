import { errorBodySchema } from '@storefront/contracts';
import { described } from './described.ts';

/** What each error status means in the API, for the OpenAPI document. */
const descriptions: Readonly<Record<number, string>> = {
  400: 'Bad input (`VALIDATION_ERROR` with validationErrors) or no `__tenant` (`TENANT_REQUIRED`)',
  401: 'Not signed in (`UNAUTHORIZED`)',
  402: 'The payment was refused (`PAYMENT_DECLINED`, …, with the reason in details)',
  403: 'Not yours (`FORBIDDEN`)',
  404: 'Not found (`NOT_FOUND`, `TENANT_NOT_FOUND`, …)',
  409: 'Conflict (`CART_ALREADY_COMPLETED`, `CONFLICT`), or not free (`ITEM_NOT_AVAILABLE`, `NOT_ENOUGH_PLACES` and `NOT_ENOUGH_STOCK` with `data.available`)',
  413: 'Body too large (`PAYLOAD_TOO_LARGE`)',
  415: 'Wrong media type (`UNSUPPORTED_MEDIA_TYPE`)',
  429: 'Too many requests (`RATE_LIMIT`)',
  500: 'A fault on our side (`INTERNAL_ERROR`), without details',
  502: 'The payment provider failed or answered nonsense (`PROVIDER_UNAVAILABLE`, `INVALID_RESPONSE`)',
  503: 'A service we depend on is unavailable',
};

/** The error statuses of a route in the tenant scope (bad/missing tenant, unknown tenant, fault). */
export const tenantErrorStatuses = [400, 404, 500] as const;
/** The error statuses every route with a body may answer. */
export const bodyErrorStatuses = [400, 413, 415, 500] as const;

/**
 * Response schemas for error statuses, each the ABP error body (the `ErrorBody` component) with
 * the status's meaning, to spread into a route's `schema.response` (every status a route answers
 * is declared; fastify/demo style).
 *
 * @example
 * response: { 200: bankAccountListSchema, ...errorResponses(...tenantErrorStatuses) }
 */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    [...new Set(statuses)].map((status) => [
      status,
      described(errorBodySchema, descriptions[status] ?? 'Error'),
    ]),
  ) as Record<number, typeof errorBodySchema>;
}
