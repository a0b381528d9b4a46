import { z } from 'zod';
import {
  otpRequestSchema,
  otpResponseSchema,
  saudiMobileNumberSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bodyErrorStatuses, errorResponses } from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { signInRateLimit } from '../../plugins/rate-limit.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { siteOriginsOfTenant } from '../tenants/tenant-site-origins.ts';
import { requestOtp } from './request-otp.ts';
import { signInContextOf } from './sign-in-context-of.ts';
import { webOtpHost } from './web-otp-host.ts';

/** The body as checked here: the mobile number must be a Saudi mobile, normalised to E.164. */
const otpBodySchema = z.object({
  ...otpRequestSchema.shape,
  mobileNumber: saudiMobileNumberSchema,
});

/** `POST /api/app/otp`: sends a sign-in code (docs/product/sign-in.md). */
export const otpRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/api/app/otp',
    {
      bodyLimit: 4096,
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        operationId: 'sendOtp',
        tags: ['auth'],
        summary: 'Send a one-time sign-in code by SMS',
        description:
          "At most 3 codes per number per 10 minutes (then 429). The code has 6 digits and lives 5 minutes; a new code voids the earlier ones. The SMS ends with the WebOTP line `@host #code` for the calling page's host (its Origin when allowed, else the API's public host).",
        body: otpBodySchema,
        response: {
          200: described(otpResponseSchema, 'The code was sent'),
          ...errorResponses(...bodyErrorStatuses, 404, 429, 503),
        },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const sites = { directory: app.tenantDirectory, fallback: app.config.corsOrigins };
      const host = webOtpHost(
        request.headers.origin,
        await siteOriginsOfTenant(sites, tenant.id),
        app.config.publicUrl,
      );
      const sent = await requestOtp(
        signInContextOf(app),
        tenant.id,
        request.body.mobileNumber,
        request.language,
        host,
      );
      if (app.config.nodeEnv !== 'production') {
        // Development only: the code is also readable at GET /dev/otp-outbox.
        request.log.info(
          { mobileNumber: request.body.mobileNumber, code: sent.code, tenant: tenant.name },
          'OTP code sent (shown outside production only)',
        );
      }
      return { token: sent.token, expiresIn: sent.expiresIn };
    },
  );
  done();
};
