import {
  presetFieldWithValueListSchema,
  presetGroupListSchema,
  presetGroupSchema,
  presetListSchema,
  presetWithValuesListSchema,
  savePresetValuesRequestSchema,
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
import {
  addPresetGroup,
  deletePresetGroup,
  setDefaultPresetGroup,
  updatePresetGroup,
  type PresetCaller,
} from './preset-groups.ts';
import { presetOf } from './preset-of.ts';
import { createPresetRepository } from './preset-repository.ts';
import { toPreset, toPresetGroup } from './to-preset.ts';

const security = [{ tenant: [], bearerAuth: [] }];
const tags = ['presets'];
const id = z.string().check(z.minLength(1)).check(z.maxLength(100));
const presetQuery = z.object({ presetId: id });
const groupParams = z.object({ presetGroupId: id });

/**
 * The customer's presets (docs/product/account.md): the tenant's presets and the signed-in
 * customer's saved groups of their values, one default per preset. Every call is the token's
 * customer's own; another customer's group is 403, an unknown one 404.
 */
export const presetRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  async function callerOf(request: FastifyRequest): Promise<PresetCaller> {
    const customer = await requireCustomer(request);
    return {
      db: app.db,
      random: app.deps.random,
      now: app.deps.clock.now(),
      tenantId: tenantOf(request).id,
      customerId: customer.customerId,
      language: request.language,
    };
  }
  const repositoryOf = (caller: PresetCaller) =>
    createPresetRepository(caller.db, caller.tenantId, caller.customerId);

  app.get(
    '/api/app/presets/values',
    {
      schema: {
        operationId: 'listPresetValues',
        tags,
        summary: "The signed-in customer's saved groups of a preset, the default first",
        security,
        querystring: presetQuery,
        response: {
          200: described(presetGroupListSchema, "The preset's saved groups"),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const repository = repositoryOf(caller);
      const { preset } = await presetOf(repository, request.query.presetId);
      const groups = await repository.groupsOf([preset.id]);
      return { totalCount: groups.length, items: groups.map(toPresetGroup) };
    },
  );

  // The spec's path ends in a slash (docs/product/api.md), which clients resolving relative URLs
  // trip on (Redocly's no-path-trailing-slash): the document names it without the slash, and the
  // slash form, which the SDK calls, stays as an undocumented alias of the same operation.
  for (const [path, hide] of [
    ['/api/app/presets/presets-with-values', false],
    ['/api/app/presets/presets-with-values/', true],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          hide,
          operationId: 'listPresetsWithValues',
          tags,
          summary: "Every preset of the tenant with its fields and the customer's saved groups",
          security,
          response: {
            200: described(presetWithValuesListSchema, 'Every preset with its groups'),
            ...errorResponses(...tenantErrorStatuses, 401),
          },
        },
      },
      async (request) => {
        const caller = await callerOf(request);
        const repository = repositoryOf(caller);
        const presets = await repository.presetsWithFields();
        const groups = await repository.groupsOf(presets.map(({ preset }) => preset.id));
        return {
          totalCount: presets.length,
          items: presets.map((preset) => ({
            ...toPreset(preset, caller.language),
            groups: groups
              .filter((group) => group.presetId === preset.preset.id)
              .map(toPresetGroup),
          })),
        };
      },
    );
  }

  app.get(
    '/api/app/presets/presets-list',
    {
      schema: {
        operationId: 'listPresets',
        tags,
        summary: "The tenant's presets and their fields",
        security,
        response: {
          200: described(presetListSchema, "The tenant's presets"),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const presets = await repositoryOf(caller).presetsWithFields();
      return {
        totalCount: presets.length,
        items: presets.map((preset) => toPreset(preset, caller.language)),
      };
    },
  );

  app.get(
    '/api/app/presets/preset-fields-with-values',
    {
      schema: {
        operationId: 'listPresetFieldsWithValues',
        tags,
        summary: "A preset's fields, each with the default group's value (null without one)",
        security,
        querystring: presetQuery,
        response: {
          200: described(presetFieldWithValueListSchema, "The preset's fields with their values"),
          ...errorResponses(...tenantErrorStatuses, 401),
        },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const repository = repositoryOf(caller);
      const found = await presetOf(repository, request.query.presetId);
      const defaultGroup = (await repository.groupsOf([found.preset.id])).find(
        (group) => group.isDefault,
      );
      const { fields } = toPreset(found, caller.language);
      return {
        totalCount: fields.length,
        items: fields.map((field) => ({
          ...field,
          value: defaultGroup?.values[field.key] ?? null,
        })),
      };
    },
  );

  app.post(
    '/api/app/presets/value',
    {
      schema: {
        operationId: 'createPresetGroup',
        tags,
        summary: "Saves a new group of a preset's values (the first one becomes the default)",
        security,
        querystring: presetQuery,
        body: savePresetValuesRequestSchema,
        response: {
          200: described(presetGroupSchema, 'The saved group'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 401),
        },
      },
    },
    async (request) =>
      addPresetGroup(await callerOf(request), request.query.presetId, request.body),
  );

  app.put(
    '/api/app/presets/values/:presetGroupId',
    {
      schema: {
        operationId: 'updatePresetGroup',
        tags,
        summary: "Replaces a group's values (isDefault: true also makes it the default)",
        security,
        params: groupParams,
        body: savePresetValuesRequestSchema,
        response: {
          200: described(presetGroupSchema, 'The updated group'),
          ...errorResponses(...tenantErrorStatuses, ...bodyErrorStatuses, 401, 403),
        },
      },
    },
    async (request) =>
      updatePresetGroup(await callerOf(request), request.params.presetGroupId, request.body),
  );

  app.post(
    '/api/app/presets/set-default-group/:presetGroupId',
    {
      schema: {
        operationId: 'setDefaultPresetGroup',
        tags,
        summary: "Makes a group its preset's default",
        security,
        params: groupParams,
        response: {
          200: described(presetGroupSchema, 'The group, now the default'),
          ...errorResponses(...tenantErrorStatuses, 401, 403),
        },
      },
    },
    async (request) => setDefaultPresetGroup(await callerOf(request), request.params.presetGroupId),
  );

  app.delete(
    '/api/app/presets/:presetGroupId',
    {
      schema: {
        operationId: 'deletePresetGroup',
        tags,
        summary: 'Deletes a group (the newest remaining one becomes the default)',
        security,
        params: groupParams,
        response: {
          204: described(z.null(), 'Deleted'),
          ...errorResponses(...tenantErrorStatuses, 401, 403),
        },
      },
    },
    async (request, reply) => {
      await deletePresetGroup(await callerOf(request), request.params.presetGroupId);
      return reply.code(204).send(null);
    },
  );

  done();
};
