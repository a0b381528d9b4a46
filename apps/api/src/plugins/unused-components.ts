import type { SwaggerTransformObject } from '@fastify/swagger';

/** The document @fastify/swagger serves. */
type OpenApiDocument = ReturnType<SwaggerTransformObject>;

const schemaRefPrefix = '#/components/schemas/';

/** Every `#/components/schemas/<name>` that `value` refers to, at any depth. */
function schemaRefsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) schemaRefsIn(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(schemaRefPrefix)) {
        into.add(decodeURIComponent(child.slice(schemaRefPrefix.length)));
      } else {
        schemaRefsIn(child, into);
      }
    }
  }
}

/**
 * The document without the schema components nothing refers to. fastify-type-provider-zod emits
 * every named schema twice, as read (`CartInput`) and as answered (`Cart`), whether a route uses
 * it that way or not; an unused component is noise in a generated client and a lint warning
 * (Redocly's `no-unused-components`). Written here because neither @fastify/swagger nor the type
 * provider offers it; a component used only by another component is kept.
 *
 * @example
 * transformObject: (input) => withoutUnusedComponents(jsonSchemaTransformObject(input))
 */
export function withoutUnusedComponents(document: OpenApiDocument): OpenApiDocument {
  // Read as plain JSON: the OpenAPI 3.0, 3.1 and 3.2 typings of a component do not unite.
  const { components, ...rest } = document as {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  schemaRefsIn(rest, used);
  schemaRefsIn({ ...components, schemas: undefined }, used);
  // Follow references between components until no new name turns up.
  const pending = [...used];
  while (pending.length > 0) {
    const found = new Set<string>();
    schemaRefsIn(schemas[pending.pop() as string], found);
    for (const name of found) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } } as OpenApiDocument;
}
