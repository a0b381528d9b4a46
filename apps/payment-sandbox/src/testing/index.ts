// Test helpers for suites that drive a provider's sandbox directly (the API's adapter tests).
export {
  basicAuth,
  buildMoyasarSandbox,
  buildSandboxApp,
  createMoyasarToken,
  pressThreeDSecure,
  sandboxOrigin,
} from '../moyasar/testing/moyasar-sandbox.ts';
export {
  buildMyFatoorahSandbox,
  callV2,
  postSessionCard,
} from '../myfatoorah/testing/myfatoorah-sandbox.ts';
export { sequentialRandom } from './sequential-random.ts';
