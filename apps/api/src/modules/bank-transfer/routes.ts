import multipart from '@fastify/multipart';
import { bankTransferInfoQuerySchema, cartSchema } from '@storefront/contracts';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bodyErrorStatuses,
  errorResponses,
  tenantErrorStatuses,
} from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { cartCallerOf } from '../carts/cart-caller.ts';
import { cartContextOf } from '../carts/cart-context.ts';
import type { CartModuleOptions } from '../carts/cart-context.ts';
import { readReceiptUpload, receiptUploadLimits } from './read-receipt-upload.ts';
import { createReceiptStore } from './receipt-store.ts';
import { setBankTransferInfo } from './set-bank-transfer-info.ts';
import { orphanReceiptSweepIntervalMs, sweepOrphanReceipts } from './sweep-orphan-receipts.ts';
import { systemRepeatEvery } from '../../platform/repeat-every.ts';

/**
 * `POST /api/app/cart/set-bank-transfer-info/{cartId}?transferorName&bankAccountId`, multipart
 * field `receipt`. Multipart parsing is registered for this route's scope only (stream mode: the
 * file is checked and stored while it arrives).
 */
export const bankTransferRoutes: FastifyPluginAsyncZod<CartModuleOptions> = async (
  app,
  options,
) => {
  const context = cartContextOf(app, options);
  const receiptsDirectory = options.receiptsDirectory ?? path.join(app.config.dataDir, 'uploads');
  const store = createReceiptStore(receiptsDirectory, app.deps.random);
  if (app.deps.config.nodeEnv !== 'test') {
    // Leftovers of uploads that did not complete go at start-up and hourly; tests sweep by hand.
    const sweep = () =>
      void sweepOrphanReceipts({
        db: app.db,
        directory: receiptsDirectory,
        now: app.deps.clock.now(),
      }).then(
        (removed) => {
          if (removed.length > 0) app.log.info({ removed }, 'removed unfinished receipt uploads');
        },
        (error: unknown) => app.log.error({ err: error }, 'sweeping receipt uploads failed'),
      );
    let stopSweeping: (() => void) | null = null;
    app.addHook('onReady', (hookDone) => {
      sweep();
      stopSweeping = systemRepeatEvery(orphanReceiptSweepIntervalMs, sweep);
      hookDone();
    });
    app.addHook('onClose', (_instance, hookDone) => {
      stopSweeping?.();
      hookDone();
    });
  }
  await app.register(multipart, { limits: receiptUploadLimits, throwFileSizeLimit: true });

  app.post(
    '/api/app/cart/set-bank-transfer-info/:cartId',
    {
      schema: {
        operationId: 'setBankTransferInfo',
        tags: ['cart'],
        summary:
          'Record a bank transfer: transferor, account and the receipt (one PNG, JPG or GIF up to 10 MB)',
        description:
          'Multipart field `receipt`. The type is read from the content: 415 BANK_TRANSFER_INVALID_FILE_TYPE otherwise; 413 BANK_TRANSFER_FILE_TOO_LARGE over 10 MB; 400 BANK_TRANSFER_INVALID_FILE for a second file or an empty one.',
        consumes: ['multipart/form-data'],
        security: [{ tenant: [], bearerAuth: [] }, { tenant: [] }],
        params: z.object({ cartId: z.string().min(1).max(100) }),
        querystring: z.object({
          ...bankTransferInfoQuerySchema.shape,
          bankAccountId: z.string().min(1).max(100),
        }),
        response: {
          200: described(cartSchema, 'The updated cart'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 401, 403, 409),
        },
      },
    },
    async (request) => {
      const caller = await cartCallerOf(request);
      return setBankTransferInfo(
        context,
        caller,
        request.params.cartId,
        request.query,
        () => readReceiptUpload(request, store, caller.language),
        store,
      );
    },
  );
};
