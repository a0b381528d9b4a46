import type { AppConfig } from '../plugins/env.ts';
import { sandboxKeys } from '../payment-sandbox/sandbox-keys.ts';
import { createMoyasarAdapter } from './moyasar/moyasar-adapter.ts';
import { createMyFatoorahAdapter } from './myfatoorah/myfatoorah-adapter.ts';
import type { PaymentProviders } from './payment-provider-ports.ts';
import { createTabbyAdapter } from './tabby/tabby-adapter.ts';
import { createTamaraAdapter } from './tamara/tamara-adapter.ts';

/**
 * The adapters, each pointed at its provider's configured API (keys from the environment) or, for
 * a provider whose API URL is unset, at the payment sandbox (`sandboxUrl`, its keys). Without
 * either (production without keys), the adapter's calls fail with `CONFIGURATION_ERROR`.
 *
 * @example
 * const providers = createPaymentProviders(config.payments, { sandboxUrl: 'http://127.0.0.1:8081', fetch });
 */
export function createPaymentProviders(
  config: AppConfig['payments'],
  options: { sandboxUrl: string | null; fetch: typeof globalThis.fetch },
): PaymentProviders {
  const sandbox = options.sandboxUrl?.replace(/\/+$/, '') ?? null;
  const { fetch } = options;
  const { moyasar, myfatoorah, tabby, tamara } = config;
  return {
    moyasar: createMoyasarAdapter(
      moyasar.apiUrl
        ? {
            apiUrl: moyasar.apiUrl,
            secretKey: moyasar.secretKey,
            publishableKey: moyasar.publishableKey,
            fetch,
          }
        : {
            apiUrl: sandbox && `${sandbox}/moyasar`,
            ...sandboxKeys.moyasar,
            fetch,
          },
    ),
    myfatoorah: createMyFatoorahAdapter(
      myfatoorah.apiUrl
        ? {
            apiUrl: myfatoorah.apiUrl,
            apiKey: myfatoorah.apiKey,
            scriptUrl: myfatoorah.scriptUrl,
            fetch,
          }
        : {
            apiUrl: sandbox && `${sandbox}/myfatoorah`,
            apiKey: sandboxKeys.myfatoorah.apiKey,
            scriptUrl: sandbox && `${sandbox}/myfatoorah/cardview/v2/session.js`,
            fetch,
          },
    ),
    tabby: createTabbyAdapter(
      tabby.apiUrl
        ? {
            apiUrl: tabby.apiUrl,
            secretKey: tabby.secretKey,
            merchantCode: tabby.merchantCode,
            fetch,
          }
        : { apiUrl: sandbox && `${sandbox}/tabby`, ...sandboxKeys.tabby, fetch },
    ),
    tamara: createTamaraAdapter(
      tamara.apiUrl
        ? {
            apiUrl: tamara.apiUrl,
            apiToken: tamara.apiToken,
            notificationKey: tamara.notificationKey,
            fetch,
          }
        : { apiUrl: sandbox && `${sandbox}/tamara`, ...sandboxKeys.tamara, fetch },
    ),
  };
}
