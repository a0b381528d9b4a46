import { currentUserSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { requireCustomer } from './auth-plugin.ts';

/**
 * `GET /api/auth/current-user`: 401 when not signed in (docs/product/api.md), else the customer.
 */
export const currentUserRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/auth/current-user',
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['auth'],
        summary: 'The signed-in customer',
        security: [{ tenant: [], bearerAuth: [] }],
        response: {
          200: described(currentUserSchema, 'The signed-in customer'),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      return {
        isAuthenticated: true as const,
        customerId: customer.customerId,
        name: customer.name,
        mobileNumber: customer.mobileNumber,
      };
    },
  );
  done();
};
