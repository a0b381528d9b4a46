import { z } from 'zod';

/**
 * `schema` described for one use: a response's OpenAPI description ("The updated cart", "Not
 * found"). A plain `.describe()` or `z.describe()` check would make a copy with no link to the
 * schema's name, so the document repeated the whole shape at every use (441 copies of the error
 * body); a child clone keeps that link, so the document references the named component (`$ref`
 * to `#/components/schemas/Cart`) beside the description. Validation and serialisation are the
 * schema's own.
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
