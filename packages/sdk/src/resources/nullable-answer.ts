import * as z from 'zod/mini';

/**
 * The schema of an answer that may be "nothing": JSON `null`, or an empty body (what an ABP server
 * sends for a null result, with status 204), both read as `null`.
 *
 * @example
 * await http.get(path, { responseSchema: nullableAnswer(savedCustomerLocationSchema) }); // location | null
 */
export function nullableAnswer<Schema extends z.core.$ZodType>(schema: Schema) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value): z.output<Schema> | null => value ?? null),
  );
}
