import { describe, expect, it } from 'vitest';
import { sandboxKeys } from './sandbox-keys.ts';
import { withSandboxFallback, type PaymentProviderSettings } from './sandbox-provider-settings.ts';

/** No provider configured: the API's settings with no variable set. */
const unconfigured: PaymentProviderSettings = {
  moyasar: { apiUrl: null, secretKey: null, publishableKey: null },
  myfatoorah: { apiUrl: null, apiKey: null, scriptUrl: null },
  tabby: { apiUrl: null, secretKey: null, merchantCode: null },
  tamara: { apiUrl: null, apiToken: null, notificationKey: null },
};

describe('withSandboxFallback', () => {
  it('points each provider without an API URL at the sandbox, with the sandbox’s keys', () => {
    const settings = withSandboxFallback(unconfigured, 'http://127.0.0.1:8081/');
    expect(settings.moyasar).toEqual({
      apiUrl: 'http://127.0.0.1:8081/moyasar',
      ...sandboxKeys.moyasar,
    });
    expect(settings.myfatoorah.scriptUrl).toBe(
      'http://127.0.0.1:8081/myfatoorah/cardview/v2/session.js',
    );
    expect(settings.tabby.apiUrl).toBe('http://127.0.0.1:8081/tabby');
    expect(settings.tamara.notificationKey).toBe(sandboxKeys.tamara.notificationKey);
  });

  it('keeps a provider configured with its own URL and keys', () => {
    const config = unconfigured;
    const tabby = { apiUrl: 'https://api.tabby.sa', secretKey: 'sk_live', merchantCode: 'shop' };
    expect(withSandboxFallback({ ...config, tabby }, 'http://127.0.0.1:8081').tabby).toBe(tabby);
  });
});
