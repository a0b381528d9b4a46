import type { CustomFieldValues } from '@storefront/contracts';
import { z } from 'zod';
import { forceAtLeast } from '@storefront/contracts';

const maxEntries = 50;
const maxKeyLength = 100;
const maxValueLength = 1000;

/**
 * A query schema of `shape` that also reads a dictionary sent ABP style, one `Prefix[key]=value`
 * parameter per entry (the prefix matched in any case, as ASP.NET binds), into `key` of the
 * result. A repeated entry keeps its last value.
 *
 * @example
 * const schema = withQueryDictionary({ PriceId: z.guid() }, 'CustomFieldValues', 'customFieldValues');
 * // ?PriceId=…&CustomFieldValues%5Bcolor%5D=red → { PriceId: '…', customFieldValues: { color: 'red' } }
 */
export function withQueryDictionary<Shape extends z.ZodRawShape, Key extends string>(
  shape: Shape,
  prefix: string,
  key: Key,
) {
  const opening = `${prefix.toLowerCase()}[`;
  return z.looseObject(shape).transform((query, context) => {
    const values: CustomFieldValues = {};
    for (const [name, raw] of Object.entries(query)) {
      if (!name.toLowerCase().startsWith(opening) || !name.endsWith(']')) continue;
      const field = name.slice(opening.length, -1);
      const value = Array.isArray(raw) ? (raw as unknown[]).at(-1) : raw;
      if (
        field === '' ||
        field.length > maxKeyLength ||
        typeof value !== 'string' ||
        value.length > maxValueLength
      ) {
        context.addIssue({ code: 'custom', path: [name], message: 'validation.invalid' });
        continue;
      }
      values[field] = value;
    }
    if (Object.keys(values).length > maxEntries) {
      context.addIssue({ code: 'custom', path: [prefix], message: 'validation.invalid' });
    }
    const known = Object.fromEntries(
      Object.keys(shape).map((name) => [name, (query as Record<string, unknown>)[name]]),
    ) as z.output<z.ZodObject<Shape>>;
    return { ...known, [key]: values } as z.output<z.ZodObject<Shape>> &
      Record<Key, CustomFieldValues>;
  });
}

/**
 * A quantity or provider count as a query carries it (MinQuantity, MinProvidersCount, quantity):
 * a whole number up to 1,000, forced to at least 1 (docs/product/validation.md). One schema for
 * the availability and price queries.
 *
 * @example
 * z.object({ quantity: queryCount.optional() }).parse({ quantity: '0' }); // { quantity: 1 }
 */
export const queryCount = z.coerce
  .number()
  .int()
  .min(0)
  .max(1000)
  .transform((count) => forceAtLeast(count));

/**
 * A query parameter that may repeat, read as a list: `ProvidersIds=a&ProvidersIds=b` arrives as
 * an array, a single `ProvidersIds=a` as a string, none as undefined (ABP binds all three).
 *
 * @example
 * z.object({ ProvidersIds: queryList(z.guid()) }); // always string[]
 */
export function queryList<Item extends z.ZodType>(item: Item, maxItems = 50) {
  return z
    .union([item, z.array(item).max(maxItems)])
    .optional()
    .transform((value): z.output<Item>[] => {
      if (value === undefined) return [];
      return Array.isArray(value) ? value : [value];
    });
}
