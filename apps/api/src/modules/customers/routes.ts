import {
  customerOrdersQuerySchema,
  customerSchema,
  customerSubscriptionSchema,
  orderListSchema,
  updateCustomerRequestSchema,
} from '@storefront/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiError } from '../../errors/api-error.ts';
import {
  bodyErrorStatuses,
  errorResponses,
  tenantErrorStatuses,
} from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { requireCustomer } from '../auth/auth-plugin.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { listOwnOrders } from '../orders/list-orders.ts';
import { createCustomerProfileRepository } from './customer-profile-repository.ts';
import { createCustomerSubscriptionRepository } from './customer-subscription-repository.ts';
import { toCustomer, toCustomerSubscription } from './to-customer.ts';
import { updateCustomerProfile } from './update-customer-profile.ts';

const security = [{ tenant: [], bearerAuth: [] }];
const tags = ['customer'];

/**
 * The signed-in customer's account (docs/product/account.md): `GET`/`PUT
 * /api/app/identity-customer`, `GET …/orders` and `GET …/customer-subscription`. Every call is
 * the token's customer's own, in the token's tenant.
 */
export const customerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/app/identity-customer',
    {
      schema: {
        operationId: 'getCustomer',
        tags,
        summary: "The signed-in customer's profile",
        security,
        response: {
          200: described(customerSchema, "The customer's profile"),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const profile = await createCustomerProfileRepository(app.db, tenantOf(request).id).find(
        customer.customerId,
      );
      if (!profile) throw new ApiError(404, 'NOT_FOUND');
      return toCustomer(profile);
    },
  );

  app.put(
    '/api/app/identity-customer',
    {
      schema: {
        operationId: 'updateCustomer',
        tags,
        summary:
          'Updates name, email and custom fields; a new mobile number needs the code sent to it (otpToken, otp)',
        security,
        body: updateCustomerRequestSchema,
        response: {
          200: described(customerSchema, 'The updated profile'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 401, 409),
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const { name, email, customFields, mobileNumber, otpToken, otp } = request.body;
      return updateCustomerProfile(
        {
          db: app.db,
          keys: app.deps.signingKeys,
          now: app.deps.clock.now(),
          tenantId: tenantOf(request).id,
          customerId: customer.customerId,
          language: request.language,
        },
        {
          name,
          ...(email !== undefined ? { email } : {}),
          ...(customFields !== undefined ? { customFields } : {}),
          ...(mobileNumber !== undefined ? { mobileNumber } : {}),
          otpToken,
          otp,
        },
      );
    },
  );

  app.get(
    '/api/app/identity-customer/orders',
    {
      schema: {
        operationId: 'listCustomerOrders',
        tags,
        summary: "The signed-in customer's orders, newest first (SkipCount 0, MaxResultCount 5)",
        security,
        querystring: customerOrdersQuerySchema,
        response: {
          200: described(orderListSchema, "A page of the customer's orders"),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => listOwnOrders(app.db, request, request.query),
  );

  app.get(
    '/api/app/identity-customer/customer-subscription',
    {
      schema: {
        operationId: 'getCustomerSubscription',
        tags,
        summary: "The signed-in customer's active subscription, or null",
        security,
        response: {
          200: described(
            z.nullable(customerSubscriptionSchema),
            'The active subscription, or null',
          ),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const row = await createCustomerSubscriptionRepository(
        app.db,
        tenantOf(request).id,
      ).findActive(customer.customerId, app.deps.clock.now());
      return row ? toCustomerSubscription(row, request.language) : null;
    },
  );

  done();
};
