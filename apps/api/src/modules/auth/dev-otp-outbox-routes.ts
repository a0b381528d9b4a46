import { z } from 'zod';
import {
  devOtpOutboxEntrySchema,
  devOtpOutboxQuerySchema,
  saudiMobileNumberSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../errors/api-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { tenantHeader } from '../tenants/tenant-plugin.ts';
import { findTenant } from '../tenants/tenant-repository.ts';
import type { DevOtpOutbox } from './dev-otp-outbox.ts';

/**
 * `GET /dev/otp-outbox?mobileNumber=…` (outside production only; never registered in production):
 * the latest code sent to a number, `{ mobileNumber, code, sentAt }`. With a `__tenant` header,
 * the latest one of that tenant.
 */
export const devOtpOutboxRoutes: FastifyPluginCallbackZod<{ outbox: DevOtpOutbox }> = (
  app,
  { outbox },
  done,
) => {
  app.get(
    '/dev/otp-outbox',
    {
      schema: {
        operationId: 'getDevOtpOutbox',
        tags: ['development'],
        security: [],
        summary: 'The latest one-time code sent to a number (development only)',
        querystring: z.object({
          ...devOtpOutboxQuerySchema.shape,
          mobileNumber: saudiMobileNumberSchema,
        }),
        response: {
          200: described(devOtpOutboxEntrySchema, 'The latest code sent to the number'),
          ...errorResponses(400, 404, 500),
        },
      },
    },
    async (request) => {
      const { mobileNumber } = request.query;
      const header = request.headers[tenantHeader];
      let tenantId: string | undefined;
      if (typeof header === 'string' && header.trim() !== '') {
        const tenant = await findTenant(app.db, header);
        if (!tenant) throw new ApiError(404, 'TENANT_NOT_FOUND');
        tenantId = tenant.id;
      }
      const entry = outbox.latest(mobileNumber, tenantId);
      if (!entry) throw new ApiError(404, 'NOT_FOUND');
      return { ...entry, sentAt: entry.sentAt.toISOString() };
    },
  );
  done();
};
