import { customerPackageListSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { queryFlag } from '../../http/query-flag.ts';
import { requireCustomer } from '../auth/auth-plugin.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { listCustomerPackages } from './list-customer-packages.ts';

/**
 * `GET /api/app/package/customer-packages/{customerId}?includeAllPackageItems`: the signed-in
 * customer's bought packages (docs/product/account.md). A `customerId` that is not the token's
 * is 403 `FORBIDDEN`, whoever it names.
 */
export const packageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/package/customer-packages/:customerId',
    {
      schema: {
        operationId: 'listCustomerPackages',
        tags: ['packages'],
        summary:
          "The customer's packages with the items left (includeAllPackageItems: every package and item)",
        security: [{ tenant: [], bearerAuth: [] }],
        params: z.object({
          customerId: z.string().check(z.minLength(1)).check(z.maxLength(100)),
        }),
        querystring: z.object({
          includeAllPackageItems: queryFlag.default(false),
        }),
        response: {
          200: described(customerPackageListSchema, "The customer's packages"),
          ...errorResponses(...tenantErrorStatuses, 401, 403),
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      if (request.params.customerId.toLowerCase() !== customer.customerId.toLowerCase()) {
        throw new ApiError(403, 'FORBIDDEN');
      }
      return listCustomerPackages(app.db, {
        tenantId: tenantOf(request).id,
        customerId: customer.customerId,
        language: request.language,
        now: app.deps.clock.now(),
        includeAllPackageItems: request.query.includeAllPackageItems,
      });
    },
  );

  done();
};
