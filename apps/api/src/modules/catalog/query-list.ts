import { z } from 'zod';

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
