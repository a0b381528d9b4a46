import * as z from 'zod/mini';

/**
 * An ABP list answer, `{ totalCount, items }` (docs/product/wire-conventions.md); `totalCount`
 * counts every match, `items` is the requested page.
 *
 * @example
 * export const bankAccountListSchema = listResultSchema(bankAccountSchema);
 */
export function listResultSchema<Item extends z.core.$ZodType>(item: Item) {
  return z.object({
    totalCount: z.int().check(z.nonnegative()),
    items: z.array(item),
  });
}

/** A list answer of `Item`s. */
export interface ListResult<Item> {
  totalCount: number;
  items: Item[];
}
