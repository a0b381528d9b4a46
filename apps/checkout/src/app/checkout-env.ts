import * as z from 'zod/mini';
import { apiBaseUrlOf } from './api-base-url.ts';

const list = z.pipe(
  z.optional(z.string()),
  z.transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  ),
);

/**
 * The build-time configuration (`VITE_*` variables, read once at start-up):
 * - `VITE_API_BASE_URL`: the platform API; default the page's own origin (the API serves the page);
 * - `VITE_HOST_ORIGINS`: comma-separated origins of host pages allowed to receive the checkout's
 *   events (the page's own origin always is);
 * - `VITE_OWN_HOSTS`: comma-separated host names of the product's own sites, for logout.
 */
export const checkoutEnvSchema = z.object({
  VITE_API_BASE_URL: z.optional(z.url()),
  VITE_HOST_ORIGINS: z.pipe(list, z.array(z.url())),
  VITE_OWN_HOSTS: list,
});

/** The configuration as the page uses it. */
export interface CheckoutEnv {
  apiBaseUrl: string;
  hostOrigins: readonly string[];
  ownHosts: readonly string[];
}

/**
 * Checks the configuration; a bad value stops the page with a message naming it.
 *
 * @example
 * const env = readCheckoutEnv(import.meta.env, location.origin);
 */
export function readCheckoutEnv(env: Record<string, unknown>, pageOrigin: string): CheckoutEnv {
  const parsed = checkoutEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid checkout configuration: ${z.prettifyError(parsed.error)}`);
  }
  const { VITE_API_BASE_URL, VITE_HOST_ORIGINS, VITE_OWN_HOSTS } = parsed.data;
  return {
    apiBaseUrl: apiBaseUrlOf(VITE_API_BASE_URL, pageOrigin),
    hostOrigins: VITE_HOST_ORIGINS.map((origin) => new URL(origin).origin),
    ownHosts: VITE_OWN_HOSTS,
  };
}
