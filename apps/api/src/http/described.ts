import { z } from 'zod';

/**
 * `schema` described for one use: a response's OpenAPI description ("The updated cart", "Not
 * found"). The contracts' schemas are zod mini's, which have no `.describe()`, and a
 * `.check(z.describe(…))` makes a copy with no link to the schema's name, so the document repeated
 * the whole shape at every use (441 copies of the error body). A child clone keeps that link, so
 * the document refers to the named component (`#/components/schemas/Cart`) beside the
 * description. Validation and serialisation are the schema's own.
 *
 * @example
 * response: { 200: described(cartSchema, 'The updated cart') }
 */
export function described<T extends z.core.$ZodType>(schema: T, description: string): T {
  // zod's clone without a new definition keeps the parent, whose name the JSON Schema refers to.
  const child = z.core.clone(schema);
  z.globalRegistry.add(child, { description });
  return child;
}
