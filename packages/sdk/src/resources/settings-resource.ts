import {
  paymentAndTaxSettingsSchema,
  termsAndConditionsSchema,
  type Language,
  type PaymentAndTaxSettings,
  type TermsAndConditions,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';
import { apiPaths } from './api-paths.ts';

/** The tenant's configuration (docs/product/api.md, "Configuration"). */
export interface SettingsResource {
  /** `GET /api/app/setting-manager/payment-and-tax-settings`: brand, logo, tax and payment methods. */
  paymentAndTax(options?: CallOptions): Promise<PaymentAndTaxSettings>;
  /**
   * `GET /api/website-builder/terms-and-conditions?language=`: tenant HTML, to sanitize before
   * showing. Without `language` the server follows `Accept-Language`.
   */
  termsAndConditions(language?: Language, options?: CallOptions): Promise<TermsAndConditions>;
}

/**
 * Tenant settings over an http-client.
 *
 * @example
 * const settings = createSettingsResource(http);
 * const { brandName, logoUrl, taxPercentage } = await settings.paymentAndTax();
 * const { content } = await settings.termsAndConditions('en');
 */
export function createSettingsResource(http: HttpClient): SettingsResource {
  return {
    paymentAndTax: (options) =>
      http.get(apiPaths.paymentAndTaxSettings, {
        ...options,
        responseSchema: paymentAndTaxSettingsSchema,
      }),
    termsAndConditions: (language, options) =>
      http.get('/api/website-builder/terms-and-conditions', {
        ...options,
        responseSchema: termsAndConditionsSchema,
        query: { language },
      }),
  };
}
