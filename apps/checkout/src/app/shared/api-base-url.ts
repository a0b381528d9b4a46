/**
 * The `<meta name>` by which whatever serves the page names the platform API at run time
 * (docs/decisions/0022-checkout-api-base-at-run-time.md), so one build serves any backend.
 */
export const apiBaseMetaName = 'storefront-api';

/** Where a page may be told its API: as served, and as built. */
export interface ApiBaseSources {
  /** `<meta name="storefront-api" content>` of the page as served (see {@link apiBaseMetaOf}). */
  runTime: string | undefined;
  /** `VITE_API_BASE_URL` of the build. */
  buildTime: string | undefined;
}

/**
 * The API base the page was served with: the `content` of its `<meta name="storefront-api">`,
 * trimmed; none when there is no such element or it is empty.
 *
 * @example
 * apiBaseMetaOf(document); // 'https://api.example.com' for <meta name="storefront-api" content="https://api.example.com">
 */
export function apiBaseMetaOf(document: Pick<Document, 'querySelector'>): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${apiBaseMetaName}"]`);
  const content = meta?.content.trim();
  return content ? content : undefined;
}

/**
 * The platform API's base URL: the one the page was served with, else the build's
 * `VITE_API_BASE_URL`, else the page's own origin; without a trailing slash. Apart from
 * `readCheckoutEnv` (which checks it with zod) so the start-up script can use it without zod.
 *
 * @example
 * apiBaseUrlOf({ runTime: undefined, buildTime: undefined }, 'https://shop.example.com'); // 'https://shop.example.com'
 */
export function apiBaseUrlOf({ runTime, buildTime }: ApiBaseSources, pageOrigin: string): string {
  return (runTime ?? buildTime ?? pageOrigin).replace(/\/+$/, '');
}
