import { bankAccountListSchema } from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { createBankAccountRepository } from './bank-account-repository.ts';
import { toBankAccount } from './to-bank-account.ts';

/** `GET /api/app/bank-account/bank-account`: the accounts to pay into by bank transfer. */
export const bankAccountRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/bank-account/bank-account',
    {
      schema: {
        operationId: 'listBankAccounts',
        tags: ['settings'],
        summary: "The tenant's bank accounts for bank transfer (bank names follow Accept-Language)",
        response: {
          200: described(bankAccountListSchema, "The tenant's bank accounts"),
          ...errorResponses(...tenantErrorStatuses),
        },
      },
    },
    async (request) => {
      const accounts = await createBankAccountRepository(app.db, tenantOf(request).id).list();
      return {
        totalCount: accounts.length,
        items: accounts.map((account) => toBankAccount(account, request.language)),
      };
    },
  );
  done();
};
