import { describe, expect, it } from 'vitest';
import { withoutUnusedComponents } from './unused-components.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('withoutUnusedComponents', () => {
  it('keeps the components an operation or another kept component refers to, and drops the rest', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/cart': {
          get: {
            responses: {
              200: {
                description: 'The cart',
                content: { 'application/json': { schema: ref('Cart') } },
              },
            },
          },
        },
      },
      components: {
        securitySchemes: { tenant: { type: 'apiKey', in: 'header', name: '__tenant' } },
        schemas: {
          Cart: {
            type: 'object',
            properties: { items: { type: 'array', items: ref('CartItem') } },
          },
          CartItem: { type: 'object', properties: { product: ref('Product') } },
          Product: { type: 'object' },
          CartInput: { type: 'object' },
          Orphan: { type: 'object', properties: { cart: ref('Cart') } },
        },
      },
    };
    const pruned = withoutUnusedComponents(document) as typeof document;
    expect(Object.keys(pruned.components.schemas).sort()).toEqual(['Cart', 'CartItem', 'Product']);
    expect(pruned.components.securitySchemes).toEqual(document.components.securitySchemes);
    expect(pruned.paths).toBe(document.paths);
  });

  it('leaves a document without schema components as it is', () => {
    const document = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} };
    expect(withoutUnusedComponents(document)).toBe(document);
  });
});
