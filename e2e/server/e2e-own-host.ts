/**
 * The host name the browser suite's build counts among the product's own hosts
 * (`VITE_OWN_HOSTS`, docs/product/screens.md#logout), so logout's `/{first path segment}/login`
 * can be tested. The browser maps it to the server's address; on `127.0.0.1`, where every other
 * test runs, the page behaves as on any other host.
 */
export const e2eOwnHost = 'own-host.localhost';
