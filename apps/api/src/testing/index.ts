// `@storefront/api/testing`: what suites outside the API (tests/integration, the benches, the
// browser suite) build a test app with. The API's own tests import these files directly.
export { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.ts';
export { injectFetch } from './inject-fetch.ts';
export { signIn, type SignedIn } from './sign-in.ts';
export { createTestClock, testEpoch, type TestClock } from './test-clock.ts';
export { testConfig, testCorsOrigin, testPublicUrl } from './test-config.ts';
export { listenOnFreePort } from './test-instances.ts';
