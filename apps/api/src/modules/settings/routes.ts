import { paymentAndTaxSettingsSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { tenantLogoUrl } from '../tenants/tenant-logo-url.ts';

/** `GET /api/app/setting-manager/payment-and-tax-settings` (docs/product/api.md). */
export const settingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/setting-manager/payment-and-tax-settings',
    {
      schema: {
        operationId: 'getPaymentAndTaxSettings',
        tags: ['settings'],
        summary:
          "The tenant's brand, logo, tax percentage, currency, payment methods, legal details and riyal-sign choice",
        response: {
          200: described(paymentAndTaxSettingsSchema, "The tenant's settings"),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      // Cached per instance; the database notifies every instance of changes.
      const settings = await app.tenantDirectory.settings(tenant.id);
      if (!settings) throw new ApiError(404, 'TENANT_NOT_FOUND');
      return {
        tenantId: settings.tenantId,
        brandName: settings.brandName,
        logoUrl: settings.logoUpdatedAt
          ? tenantLogoUrl(app.config.publicUrl, settings.tenantId, settings.logoUpdatedAt)
          : null,
        taxPercentage: settings.taxPercentage,
        currency: settings.currency,
        paymentMethods: settings.paymentMethods,
        cardProvider: settings.cardProvider,
        timeZone: settings.timeZone,
        seller: settings.seller,
        riyalSign: settings.riyalSign,
      };
    },
  );
  done();
};
