import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { withoutUnusedComponents } from './unused-components.ts';

/**
 * The OpenAPI 3.1 document, generated from every route's zod schemas (fastify-type-provider-zod's
 * transforms), served at `GET /swagger.json`, with Swagger UI at `/docs`. Register before routes.
 * The contracts' named schemas become components (`Cart`, `ErrorBody`, …) and each route names
 * its `operationId`, so a generated client reads well (docs/decisions/0039-openapi-for-clients.md);
 * `redocly.yaml` lints the result in CI.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Storefront platform API',
          description:
            'Reference implementation of the platform API the storefront checkout calls (docs/product/api.md).',
          version: '0.1.0',
          // The repository's licence (LICENSE), so a legal review of a generated client finds it.
          license: { name: 'MIT', identifier: 'MIT' },
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            tenant: {
              type: 'apiKey',
              in: 'header',
              name: '__tenant',
              description: 'The tenant name (case-insensitive) or id.',
            },
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (input) => withoutUnusedComponents(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
    app.get('/swagger.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'swagger', dependencies: ['env'] },
);
