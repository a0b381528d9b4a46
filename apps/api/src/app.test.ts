import { errorBodySchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.ts';
import { registeredRoutes } from './testing/registered-routes.ts';
import { testCorsOrigin, testPublicUrl } from './testing/test-config.ts';

describe('the app', () => {
  let test: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    test = await buildTestApp({
      env: { LOG_LEVEL: 'error' },
      logStream: { write: (line) => void logLines.push(line) },
    });
    // Routes that fail on purpose, to see how faults are answered.
    test.app.get('/api/test/fault', () => {
      throw new Error('secret database detail');
    });
    test.app.get(
      '/api/test/wrong-shape',
      { schema: { response: { 200: errorBodySchema } } },
      () => ({
        unexpected: true,
      }),
    );
    await test.app.ready();
  });
  afterAll(() => test.close());

  describe('OpenAPI', () => {
    /** The spec's path with a trailing slash, served but documented without it (decision 0039). */
    const hiddenAliases = ['/api/app/presets/presets-with-values/'];

    it('serves an OpenAPI 3.1 document at /swagger.json listing every route', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/swagger.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json<{
        openapi: string;
        info: { license?: unknown };
        paths: Record<string, Record<string, unknown>>;
      }>();
      expect(document.openapi).toBe('3.1.0');
      expect(document.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
      const documented = (route: { method: string; path: string }) =>
        document.paths[route.path]?.[route.method.toLowerCase()] !== undefined;
      const undocumented = registeredRoutes(test.app).filter(
        (route) =>
          route.method !== 'HEAD' &&
          route.method !== 'OPTIONS' &&
          !route.path.startsWith('/docs') &&
          route.path !== '/swagger.json' &&
          !route.path.startsWith('/api/test/') &&
          !hiddenAliases.includes(route.path) &&
          !documented(route),
      );
      expect(undocumented).toEqual([]);
      expect(documented({ method: 'GET', path: '/api/app/presets/presets-with-values' })).toBe(
        true,
      );
      expect(documented({ method: 'POST', path: '/connect/token' })).toBe(true);
      expect(documented({ method: 'GET', path: '/api/app/tenant-logo/{tenantId}' })).toBe(true);
    });

    it('declares the error statuses of each route', async () => {
      const document = (await test.app.inject({ method: 'GET', url: '/swagger.json' })).json<{
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      }>();
      const otp = document.paths['/api/app/otp']?.post?.responses ?? {};
      expect(Object.keys(otp).sort()).toEqual(
        ['200', '400', '404', '413', '415', '429', '500', '503'].sort(),
      );
    });

    it('documents every /api, /connect and /payment route with the error answers it can give', async () => {
      type Schema = { $ref?: string; properties?: Record<string, unknown> };
      type Operation = {
        parameters?: { in: string }[];
        requestBody?: unknown;
        security?: Record<string, unknown>[];
        responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
      };
      const document = (await test.app.inject({ method: 'GET', url: '/swagger.json' })).json<{
        paths: Record<string, Record<string, Operation>>;
        components: { schemas: Record<string, Schema> };
      }>();
      // A named shape is a reference to its component (`#/components/schemas/ErrorBody`).
      const resolved = (schema: Schema | undefined) =>
        schema?.$ref
          ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]
          : schema;
      const routes = registeredRoutes(test.app).filter(
        (route) =>
          /^\/(api|connect|payment)\//.test(route.path) &&
          !route.path.startsWith('/api/test/') &&
          !hiddenAliases.includes(route.path) &&
          route.method !== 'HEAD' &&
          route.method !== 'OPTIONS',
      );
      expect(routes.length).toBeGreaterThan(0);
      const problems: string[] = [];
      const isAbpBody = (response: Operation['responses'][string] | undefined) => {
        const error = resolved(response?.content?.['application/json']?.schema)?.properties
          ?.error as { required?: string[] } | undefined;
        return (
          JSON.stringify([...(error?.required ?? [])].sort()) ===
          JSON.stringify(['code', 'details', 'message', 'validationErrors'])
        );
      };
      for (const route of routes) {
        const name = `${route.method} ${route.path}`;
        const operation = document.paths[route.path]?.[route.method.toLowerCase()];
        if (!operation) {
          problems.push(`${name}: not documented`);
          continue;
        }
        const statuses = Object.keys(operation.responses);
        const needs = (status: string, why: string) => {
          if (!statuses.includes(status)) problems.push(`${name}: no ${status} (${why})`);
        };
        needs('500', 'any route may fault');
        if ((operation.parameters ?? []).length > 0 || operation.requestBody) {
          needs('400', 'it takes input');
        }
        if (operation.requestBody) {
          needs('413', 'it takes a body');
          needs('415', 'it takes a body');
        }
        const security = operation.security ?? [];
        if (security.some((scheme) => 'tenant' in scheme)) {
          needs('400', 'TENANT_REQUIRED');
          needs('404', 'TENANT_NOT_FOUND');
        }
        if (security.length > 0 && security.every((scheme) => 'bearerAuth' in scheme)) {
          needs('401', 'it needs a Bearer token');
        }
        for (const status of statuses.filter((code) => Number(code) >= 400)) {
          // /connect/token answers its 400s OAuth style (docs/product/wire-conventions.md).
          if (name === 'POST /connect/token' && status === '400') continue;
          if (!isAbpBody(operation.responses[status])) {
            problems.push(`${name}: ${status} is not the ABP error body`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('documents the __tenant header on tenant routes and the Bearer token where needed', async () => {
      const document = (await test.app.inject({ method: 'GET', url: '/swagger.json' })).json<{
        paths: Record<string, Record<string, { security?: unknown }>>;
      }>();
      expect(document.paths['/api/app/otp']?.post?.security).toEqual([{ tenant: [] }]);
      expect(document.paths['/api/auth/current-user']?.get?.security).toEqual([
        { tenant: [], bearerAuth: [] },
      ]);
      // Public: no scheme (OpenAPI's `security: []`), so a client sends no credentials.
      expect(document.paths['/health']?.get?.security).toEqual([]);
    });

    it('serves the documentation page at /docs', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/docs/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    });
  });

  describe('errors', () => {
    it('answers an unknown route 404 NOT_FOUND with the ABP body, in the asked language', async () => {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/app/nothing-here',
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: 'The requested item was not found.',
          details: null,
          validationErrors: null,
        },
      });
    });

    it('hides the details of a fault (500 INTERNAL_ERROR) and logs it with its stack', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/api/test/fault' });
      expect(response.statusCode).toBe(500);
      expect(errorBodySchema.parse(response.json()).error).toMatchObject({
        code: 'INTERNAL_ERROR',
        details: null,
      });
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('at ');
      const logged = logLines.find((line) => line.includes('secret database detail'));
      expect(logged).toContain('"stack"');
    });

    it('answers a response that breaks its schema as a 500 fault', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/api/test/wrong-shape' });
      expect(response.statusCode).toBe(500);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('INTERNAL_ERROR');
    });

    it('answers a malformed URL 400 with the ABP body', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/api/app/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('CORS', () => {
    it('allows a configured origin', async () => {
      const response = await test.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: testCorsOrigin },
      });
      expect(response.headers['access-control-allow-origin']).toBe(testCorsOrigin);
    });

    it('allows the API’s own origin', async () => {
      const response = await test.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: testPublicUrl },
      });
      expect(response.headers['access-control-allow-origin']).toBe(testPublicUrl);
    });

    it('answers a preflight from a configured origin with the headers the checkout sends', async () => {
      const response = await test.app.inject({
        method: 'OPTIONS',
        url: '/api/app/otp',
        headers: {
          origin: testCorsOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': '__tenant,content-type,authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(testCorsOrigin);
      expect(String(response.headers['access-control-allow-headers'])).toContain('__tenant');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('lets a configured origin start a payment: the preflight allows Idempotency-Key', async () => {
      const response = await test.app.inject({
        method: 'OPTIONS',
        url: '/payment/moyasar/session',
        headers: {
          origin: testCorsOrigin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': '__tenant,content-type,authorization,idempotency-key',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(testCorsOrigin);
      const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
      for (const header of ['__tenant', 'content-type', 'authorization', 'idempotency-key']) {
        expect(allowed.split(',').map((name) => name.trim())).toContain(header);
      }
    });

    it('refuses any other origin (no Access-Control-Allow-Origin)', async () => {
      const simple = await test.app.inject({
        method: 'GET',
        url: '/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await test.app.inject({
        method: 'OPTIONS',
        url: '/api/app/otp',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('security headers', () => {
    it('sends helmet’s headers on every answer, and no HSTS over plain http', async () => {
      for (const url of ['/health', '/api/app/nothing-here']) {
        const response = await test.app.inject({ method: 'GET', url });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain(
          `frame-ancestors 'self' ${testCorsOrigin}`,
        );
        // The configured origins may embed the checkout, which X-Frame-Options cannot say.
        expect(response.headers['x-frame-options']).toBeUndefined();
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(response.headers['strict-transport-security']).toBeUndefined();
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('allows styles from its own stylesheets only: no inline style element or attribute', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("style-src 'self';");
      expect(csp).toContain("style-src-attr 'none'");
    });

    it('lets only its own origin frame its pages when no other origin is configured', async () => {
      const alone = await buildTestApp({ env: { CORS_ORIGINS: '' } });
      try {
        const response = await alone.app.inject({ method: 'GET', url: '/health' });
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self';");
      } finally {
        await alone.close();
      }
    });

    it('sends HSTS when the public URL is https', async () => {
      const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://api.example.com' } });
      try {
        const response = await secure.app.inject({ method: 'GET', url: '/health' });
        expect(response.headers['strict-transport-security']).toContain('max-age=');
        expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      } finally {
        await secure.close();
      }
    });
  });
});
