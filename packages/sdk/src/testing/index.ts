// `@storefront/sdk/testing`: fixtures and fakes for the suites of code built on the SDK (the
// checkout's component tests, tests/integration). Test code only: some helpers use vitest.
export { deferred, track, type Deferred } from '../auth/testing/deferred.ts';
export { MemoryStorage } from '../auth/testing/memory-storage.ts';
export { cartLine, testCart } from '../machines/testing/cart-fixtures.ts';
export { testPrice, testProduct, testSlot } from '../machines/testing/product-fixtures.ts';
export {
  attemptId,
  cartId,
  fakeOnlinePaymentDeps,
  holdExpiresAt,
  memoryAttemptKeys,
  testAttempt,
  testMoyasarPay,
  testMoyasarSession,
  testTabbySession,
  testTamaraSession,
} from '../payments/testing/online-payment.ts';
