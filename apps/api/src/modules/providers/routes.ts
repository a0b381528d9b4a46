import { providerListSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { createProviderRepository } from './provider-repository.ts';
import { toProvider } from './to-provider.ts';

/** `GET /api/app/provider/read-only-list`: the people and resources reservations are booked with. */
export const providerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/provider/read-only-list',
    {
      schema: {
        operationId: 'listProviders',
        tags: ['reservations'],
        summary: "The tenant's providers (names follow Accept-Language)",
        response: {
          200: described(providerListSchema, "The tenant's providers"),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const providers = await createProviderRepository(app.db, tenantOf(request).id).list();
      return {
        totalCount: providers.length,
        items: providers.map((provider) => toProvider(provider, request.language)),
      };
    },
  );
  done();
};
