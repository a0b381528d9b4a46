import * as z from 'zod/mini';
import { apiBaseMetaName, apiBaseMetaOf, apiBaseUrlOf } from './api-base-url.ts';

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
 * - `VITE_API_BASE_URL`: the platform API, unless the page was served with another (see
 *   {@link PageAsServed}); default the page's own origin (the API serves the page);
 * - `VITE_HOST_ORIGINS`: comma-separated origins of host pages allowed to receive the checkout's
 *   events (the page's own origin always is);
 * - `VITE_OWN_HOSTS`: comma-separated host names of the product's own sites, for logout.
 */
export const checkoutEnvSchema = z.object({
  VITE_API_BASE_URL: z.optional(z.url()),
  VITE_HOST_ORIGINS: z.pipe(list, z.array(z.url())),
  VITE_OWN_HOSTS: list,
});

/** What the page's server told it: its origin, and the API it named at run time, if any. */
export interface PageAsServed {
  origin: string;
  /** `<meta name="storefront-api" content>` (see `apiBaseMetaOf`). */
  apiBaseMeta: string | undefined;
}

/**
 * The page as served, read from its window.
 *
 * @example
 * readCheckoutEnv(import.meta.env, pageAsServed(window));
 */
export function pageAsServed(win: Pick<Window, 'location' | 'document'>): PageAsServed {
  return { origin: win.location.origin, apiBaseMeta: apiBaseMetaOf(win.document) };
}

const apiBaseMetaSchema = z.optional(z.url());

/** The configuration as the page uses it. */
export interface CheckoutEnv {
  apiBaseUrl: string;
  hostOrigins: readonly string[];
  ownHosts: readonly string[];
}

/**
 * Checks the configuration, the build's and the page's; a bad value stops the page with a message
 * naming it.
 *
 * @example
 * const env = readCheckoutEnv(import.meta.env, pageAsServed(window));
 */
export function readCheckoutEnv(env: Record<string, unknown>, page: PageAsServed): CheckoutEnv {
  const parsed = checkoutEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid checkout configuration: ${z.prettifyError(parsed.error)}`);
  }
  const meta = apiBaseMetaSchema.safeParse(page.apiBaseMeta);
  if (!meta.success) {
    throw new Error(
      `Invalid checkout configuration: <meta name="${apiBaseMetaName}"> ${z.prettifyError(meta.error)}`,
    );
  }
  const { VITE_API_BASE_URL, VITE_HOST_ORIGINS, VITE_OWN_HOSTS } = parsed.data;
  return {
    apiBaseUrl: apiBaseUrlOf({ runTime: meta.data, buildTime: VITE_API_BASE_URL }, page.origin),
    hostOrigins: VITE_HOST_ORIGINS.map((origin) => new URL(origin).origin),
    ownHosts: VITE_OWN_HOSTS,
  };
}
