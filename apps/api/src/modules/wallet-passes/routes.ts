import { walletPassContentType, walletPassParamsSchema } from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, tenantErrorStatuses } from '../../http/error-responses.ts';
import { requireCustomer } from '../auth/auth-plugin.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { passContentsOfCart, passContentsOfGroup } from './find-pass-contents.ts';
import { buildPassJson, type PassContents } from './pass-json.ts';
import { createPassSignerSource, type PassSignerSource } from './pass-signer-source.ts';
import { buildPkpass } from './pkpass-archive.ts';
import { createWalletPassRepository } from './wallet-pass-repository.ts';

/** The 200 answer of both routes, documented as binary (the bytes skip the serializer). */
const passResponse = {
  description: 'The signed Apple Wallet pass (a `.pkpass` zip archive), as an attachment',
  content: { [walletPassContentType]: { schema: z.string().meta({ format: 'binary' }) } },
};

/** The download name of an order's pass; order numbers are ours, but a header takes no quotes. */
function passFileName(orderNumber: string): string {
  return `order-${orderNumber.replace(/[^A-Za-z0-9_-]/g, '_')}.pkpass`;
}

/**
 * `GET /api/app/wallet-passes/apple-wallet/cart/{id}` (the pass of a completed cart's order) and
 * `GET /api/app/wallet-passes/apple-wallet/{productType}/{payableItemGroupId}` (the pass of the
 * lines of one product type of an order), for the signed-in customer whose cart it was. The
 * signer is checked at registration, so a bad `WALLET_PASS_*` PEM stops the start.
 */
export const walletPassRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  let signers: PassSignerSource;
  try {
    signers = createPassSignerSource({
      config: app.config,
      clock: app.deps.clock,
      random: app.deps.random,
    });
  } catch (error) {
    done(error as Error);
    return;
  }

  async function sendPass(
    request: FastifyRequest,
    reply: FastifyReply,
    contents: PassContents,
  ): Promise<FastifyReply> {
    const passJson = buildPassJson(contents, app.config.walletPass, request.language);
    const pkpass = buildPkpass(passJson, await signers.signer(), app.deps.clock.now());
    return (
      reply
        .header('content-type', walletPassContentType)
        .header(
          'content-disposition',
          `attachment; filename="${passFileName(contents.order.orderNumber)}"`,
        )
        // The pass names the customer's order: never kept by shared caches.
        .header('cache-control', 'private, no-store')
        // Bytes skip Fastify's serializer; the schema only documents them.
        .send(Buffer.from(pkpass))
    );
  }

  app.get(
    '/api/app/wallet-passes/apple-wallet/cart/:id',
    {
      schema: {
        operationId: 'getCartWalletPass',
        tags: ['wallet-passes'],
        summary: "The Apple Wallet pass of a completed cart's order (id = cart id)",
        security: [{ tenant: [], bearerAuth: [] }],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: {
          200: passResponse,
          ...errorResponses(...tenantErrorStatuses, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const repository = createWalletPassRepository(app.db, tenantOf(request).id);
      const contents = await passContentsOfCart(
        repository,
        customer,
        request.params.id,
        request.language,
      );
      return sendPass(request, reply, contents);
    },
  );

  app.get(
    '/api/app/wallet-passes/apple-wallet/:productType/:payableItemGroupId',
    {
      schema: {
        operationId: 'getWalletPass',
        tags: ['wallet-passes'],
        summary:
          'The Apple Wallet pass of the lines of one product type in a payable item group (an order)',
        security: [{ tenant: [], bearerAuth: [] }],
        params: walletPassParamsSchema,
        response: {
          200: passResponse,
          ...errorResponses(...tenantErrorStatuses, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const repository = createWalletPassRepository(app.db, tenantOf(request).id);
      const contents = await passContentsOfGroup(
        repository,
        customer,
        request.params.productType,
        request.params.payableItemGroupId,
      );
      return sendPass(request, reply, contents);
    },
  );

  done();
};
