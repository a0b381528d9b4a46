/**
 * The sandbox's own keys: what the API's adapters send when no provider key is configured, and
 * what the sandbox checks (a wrong key is refused as the provider would refuse it). Not secrets:
 * the sandbox moves no money.
 */
export const sandboxKeys = {
  moyasar: {
    publishableKey: 'pk_test_sandbox_storefront',
    secretKey: 'sk_test_sandbox_storefront',
  },
  myfatoorah: { apiKey: 'mf_test_sandbox_storefront' },
  tabby: { secretKey: 'sk_test_tabby_sandbox_storefront', merchantCode: 'storefront_sandbox' },
  tamara: {
    apiToken: 'tamara_test_sandbox_storefront',
    notificationKey: 'tamara_notification_sandbox_storefront',
  },
} as const;
