import {
  closestCustomerLocationQuerySchema,
  customerLocationInputSchema,
  savedCustomerLocationListSchema,
  savedCustomerLocationSchema,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  bodyErrorStatuses,
  errorResponses,
  tenantErrorStatuses,
} from '../../http/error-responses.ts';
import { described } from '../../http/described.ts';
import { requireCustomer } from '../auth/auth-plugin.ts';
import { tenantOf } from '../tenants/tenant-plugin.ts';
import { closestLocation } from './closest-location.ts';
import { createCustomerLocationRepository } from './customer-location-repository.ts';
import { ownCustomerLocation } from './own-customer-location.ts';
import { toSavedCustomerLocation } from './to-saved-customer-location.ts';

const security = [{ tenant: [], bearerAuth: [] }];
const tags = ['customer-locations'];
const base = '/api/app/customer-locations';
const locationParams = z.object({
  locationId: z.string().check(z.minLength(1)).check(z.maxLength(100)),
});

/**
 * The signed-in customer's saved locations (docs/product/account.md): list, read, save, change,
 * delete, and the closest to a point. Coordinates are checked (longitude −180…180, latitude
 * −90…90); another customer's location is 403, an unknown one 404.
 */
export const customerLocationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  async function callerOf(request: FastifyRequest) {
    const customer = await requireCustomer(request);
    return {
      customerId: customer.customerId,
      locations: createCustomerLocationRepository(app.db, tenantOf(request).id),
    };
  }

  app.get(
    base,
    {
      schema: {
        operationId: 'listCustomerLocations',
        tags,
        summary: "The signed-in customer's saved locations, in the order saved",
        security,
        response: {
          200: described(savedCustomerLocationListSchema, "The customer's saved locations"),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => {
      const { customerId, locations } = await callerOf(request);
      const saved = await locations.listOf(customerId);
      return { totalCount: saved.length, items: saved.map(toSavedCustomerLocation) };
    },
  );

  app.get(
    `${base}/closest`,
    {
      schema: {
        operationId: 'getClosestCustomerLocation',
        tags,
        summary: 'The saved location nearest to a point, or null when none is saved',
        security,
        querystring: closestCustomerLocationQuerySchema,
        response: {
          200: described(
            z.nullable(savedCustomerLocationSchema),
            'The nearest saved location, or null',
          ),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => {
      const { customerId, locations } = await callerOf(request);
      const nearest = closestLocation(await locations.listOf(customerId), request.query);
      return nearest ? toSavedCustomerLocation(nearest) : null;
    },
  );

  app.get(
    `${base}/:locationId`,
    {
      schema: {
        operationId: 'getCustomerLocation',
        tags,
        summary: 'One saved location',
        security,
        params: locationParams,
        response: {
          200: described(savedCustomerLocationSchema, 'The saved location'),
          ...errorResponses(...tenantErrorStatuses, 401, 403),
        },
      },
    },
    async (request) => {
      const { customerId, locations } = await callerOf(request);
      return toSavedCustomerLocation(
        await ownCustomerLocation(locations, customerId, request.params.locationId),
      );
    },
  );

  app.post(
    base,
    {
      schema: {
        operationId: 'createCustomerLocation',
        tags,
        summary: 'Saves a location',
        security,
        body: customerLocationInputSchema,
        response: {
          200: described(savedCustomerLocationSchema, 'The saved location'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 401),
        },
      },
    },
    async (request) => {
      const { customerId, locations } = await callerOf(request);
      const now = app.deps.clock.now();
      const { longitude, latitude, description, type } = request.body;
      return toSavedCustomerLocation(
        await locations.insert({
          id: app.deps.random.uuid(),
          customerId,
          longitude,
          latitude,
          description: description || null,
          type: type || null,
          createdAt: now,
          updatedAt: now,
        }),
      );
    },
  );

  app.put(
    `${base}/:locationId`,
    {
      schema: {
        operationId: 'updateCustomerLocation',
        tags,
        summary: 'Replaces a saved location',
        security,
        params: locationParams,
        body: customerLocationInputSchema,
        response: {
          200: described(savedCustomerLocationSchema, 'The updated location'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 401, 403),
        },
      },
    },
    async (request) => {
      const { customerId, locations } = await callerOf(request);
      const current = await ownCustomerLocation(locations, customerId, request.params.locationId);
      const { longitude, latitude, description, type } = request.body;
      const updated = await locations.update(current.id, customerId, {
        longitude,
        latitude,
        description: description || null,
        type: type || null,
        updatedAt: app.deps.clock.now(),
      });
      return toSavedCustomerLocation(updated ?? current);
    },
  );

  app.delete(
    `${base}/:locationId`,
    {
      schema: {
        operationId: 'deleteCustomerLocation',
        tags,
        summary: 'Deletes a saved location',
        security,
        params: locationParams,
        response: {
          204: described(z.null(), 'Deleted'),
          ...errorResponses(...tenantErrorStatuses, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { customerId, locations } = await callerOf(request);
      const location = await ownCustomerLocation(locations, customerId, request.params.locationId);
      await locations.delete(location.id, customerId);
      return reply.code(204).send(null);
    },
  );

  done();
};
