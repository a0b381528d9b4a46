/**
 * The platform API's base URL: `VITE_API_BASE_URL`, else the page's own origin, without a
 * trailing slash. Apart from `readCheckoutEnv` (which checks it with zod) so the start-up script
 * can use it without zod.
 *
 * @example
 * apiBaseUrlOf(undefined, 'https://shop.example.com'); // 'https://shop.example.com'
 */
export function apiBaseUrlOf(configured: string | undefined, pageOrigin: string): string {
  return (configured ?? pageOrigin).replace(/\/+$/, '');
}
