import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.ts';

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string; $ref?: string };
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  responses: Record<string, { description?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * What makes the document generate a good client (issue 23, deliver 5;
 * docs/decisions/0039-openapi-for-clients.md): the checks Redocly's lint does not make.
 */
describe('the OpenAPI document, for generated clients', () => {
  let test: TestApp;
  let operations: { name: string; operation: Operation }[];
  let document: Document;

  beforeAll(async () => {
    test = await buildTestApp();
    document = (await test.app.inject({ method: 'GET', url: '/swagger.json' })).json<Document>();
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
  });
  afterAll(() => test.close());

  it('gives every operation a unique camelCase operationId', () => {
    expect(operations.length).toBeGreaterThan(60);
    const ids = operations.map(({ operation }) => operation.operationId);
    const notCamel = operations.filter(
      ({ operation }) => !/^[a-z][a-zA-Z0-9]{2,39}$/.test(operation.operationId ?? ''),
    );
    expect(notCamel.map(({ name }) => name)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // The names the spec's flows use (docs/product/api.md).
    const idOf = (name: string) => operations.find((entry) => entry.name === name)?.operation;
    expect(idOf('GET /api/app/cart/{cartId}')?.operationId).toBe('getCart');
    expect(idOf('POST /api/app/cart/cart-items/{cartId}')?.operationId).toBe('addCartItems');
    expect(idOf('POST /api/app/cart/{cartId}/process')?.operationId).toBe('processCart');
  });

  it('describes every answer in words, not "Default Response"', () => {
    const vague = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses)
        .filter(
          ([, response]) =>
            !response.description || /^(Default Response|Error)$/.test(response.description),
        )
        .map(([status]) => `${name} ${status}`),
    );
    expect(vague).toEqual([]);
  });

  it('declares who may call every operation, public ones with security: []', () => {
    const undeclared = operations.filter(({ operation }) => !Array.isArray(operation.security));
    expect(undeclared.map(({ name }) => name)).toEqual([]);
    const securityOf = (name: string) =>
      operations.find((entry) => entry.name === name)?.operation.security;
    expect(securityOf('GET /health')).toEqual([]);
    expect(securityOf('GET /api/app/payment/return/{attemptId}')).toEqual([]);
  });

  it('types the yes/no query flags as booleans', () => {
    const flags = ['allowNonPending', 'singleItem', 'IncludeBooked', 'includeAllPackageItems'];
    const flagTypes = operations.flatMap(({ operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && flags.includes(parameter.name))
        .map((parameter) => [parameter.name, parameter.schema?.type]),
    );
    expect(Object.fromEntries(flagTypes)).toEqual(
      Object.fromEntries(flags.map((flag) => [flag, 'boolean'])),
    );
  });

  it('names the shared shapes once, as components, and refers to them', () => {
    const names = Object.keys(document.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining([
        'Cart',
        'CartItem',
        'Product',
        'Order',
        'ErrorBody',
        'PaymentAttempt',
      ]),
    );
    const text = JSON.stringify(document.paths);
    expect(text).toContain('"$ref":"#/components/schemas/ErrorBody"');
    // The error body's fields appear only in its component, never copied into an operation.
    expect(text).not.toContain('"validationErrors"');
  });

  it('documents the presets path without its trailing slash and still serves the slash form', async () => {
    expect(Object.keys(document.paths).filter((path) => path.endsWith('/'))).toEqual([]);
    expect(document.paths['/api/app/presets/presets-with-values']?.['get']).toBeDefined();
    const withSlash = await test.app.inject({
      method: 'GET',
      url: '/api/app/presets/presets-with-values/',
      headers: { __tenant: 'demo' },
    });
    // Registered (a missing route would be 404): signed out, the customer's presets are 401.
    expect(withSlash.statusCode).toBe(401);
  });
});
