// The payment sandbox's public entry: what the demo launcher and the API's tests use.
// Production code never imports this package (lint/payment-sandbox-boundary.ts).
export { buildPaymentSandbox, type PaymentSandboxOptions } from './sandbox-app.ts';
export type { Clock, RandomSource, SandboxPluginOptions } from './sandbox-plugin-options.ts';
export { nodeRandom } from './node-random.ts';
export { noFaults, type SandboxFaults, type Wait } from './sandbox-faults.ts';
export { sandboxKeys } from './sandbox-keys.ts';
export { withSandboxFallback, type PaymentProviderSettings } from './sandbox-provider-settings.ts';
export { moyasarSandbox } from './moyasar/moyasar-sandbox.ts';
export { myfatoorahSandbox } from './myfatoorah/myfatoorah-sandbox.ts';
export { tabbyRejectedPhone, tabbySandbox } from './tabby/tabby-sandbox.ts';
export { tamaraNoRedirectPhone, tamaraSandbox } from './tamara/tamara-sandbox.ts';
