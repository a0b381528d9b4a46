import {
  fallbackLanguage,
  termsAndConditionsQuerySchema,
  termsAndConditionsSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { createTermsRepository } from './terms-repository.ts';

/**
 * `GET /api/website-builder/terms-and-conditions?language=ar|en`: the tenant's terms as HTML, in
 * the language asked (else `Accept-Language`), falling back to English, else empty.
 */
export const termsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/website-builder/terms-and-conditions',
    {
      schema: {
        operationId: 'getTermsAndConditions',
        tags: ['content'],
        summary: "The tenant's terms and conditions (HTML)",
        querystring: termsAndConditionsQuerySchema,
        response: {
          200: described(termsAndConditionsSchema, "The tenant's terms and conditions"),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const terms = createTermsRepository(app.db, tenantOf(request).id);
      const language = request.query.language ?? request.language;
      const content =
        (await terms.find(language)) ??
        (language === fallbackLanguage ? null : await terms.find(fallbackLanguage));
      return { content: content ?? '' };
    },
  );
  done();
};
