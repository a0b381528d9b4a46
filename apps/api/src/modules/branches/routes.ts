import { branchListSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { createBranchRepository } from './branch-repository.ts';
import { toBranch } from './to-branch.ts';

/** `GET /api/app/branch/branch-list`: the places of the tenant's business (docs/product/api.md). */
export const branchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/branch/branch-list',
    {
      schema: {
        operationId: 'listBranches',
        tags: ['settings'],
        summary: "The tenant's branches (names and addresses follow Accept-Language)",
        response: {
          200: described(branchListSchema, "The tenant's branches"),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const branches = await createBranchRepository(app.db, tenantOf(request).id).list();
      return {
        totalCount: branches.length,
        items: branches.map((branch) => toBranch(branch, request.language)),
      };
    },
  );
  done();
};
