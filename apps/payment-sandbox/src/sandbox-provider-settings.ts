import { sandboxKeys } from './sandbox-keys.ts';

/**
 * Each provider's URL and keys, nulls where not configured: the API's `PaymentProviderSettings`
 * by shape (this package imports nothing of the API).
 */
export interface PaymentProviderSettings {
  moyasar: { apiUrl: string | null; secretKey: string | null; publishableKey: string | null };
  myfatoorah: { apiUrl: string | null; apiKey: string | null; scriptUrl: string | null };
  tabby: { apiUrl: string | null; secretKey: string | null; merchantCode: string | null };
  tamara: { apiUrl: string | null; apiToken: string | null; notificationKey: string | null };
}

/**
 * The providers' settings with the sandbox standing in for each provider that has no API URL of
 * its own (the demo and the tests): the sandbox's URL and keys. Production never calls this.
 *
 * @example
 * const providers = createPaymentProviders(withSandboxFallback(config.payments, 'http://127.0.0.1:8081'), { fetch });
 */
export function withSandboxFallback(
  settings: PaymentProviderSettings,
  sandboxUrl: string,
): PaymentProviderSettings {
  const sandbox = sandboxUrl.replace(/\/+$/, '');
  const { moyasar, myfatoorah, tabby, tamara } = settings;
  return {
    moyasar: moyasar.apiUrl ? moyasar : { apiUrl: `${sandbox}/moyasar`, ...sandboxKeys.moyasar },
    myfatoorah: myfatoorah.apiUrl
      ? myfatoorah
      : {
          apiUrl: `${sandbox}/myfatoorah`,
          apiKey: sandboxKeys.myfatoorah.apiKey,
          scriptUrl: `${sandbox}/myfatoorah/cardview/v2/session.js`,
        },
    tabby: tabby.apiUrl ? tabby : { apiUrl: `${sandbox}/tabby`, ...sandboxKeys.tabby },
    tamara: tamara.apiUrl ? tamara : { apiUrl: `${sandbox}/tamara`, ...sandboxKeys.tamara },
  };
}
