import type { OrderSortField } from './order-repository.ts';

const fields: Readonly<Record<string, OrderSortField>> = {
  completedat: 'completedAt',
  creationtime: 'completedAt',
  ordernumber: 'orderNumber',
  totalamount: 'totalAmount',
};

/** How the order list is sorted. */
export interface OrderSorting {
  sortBy: OrderSortField;
  descending: boolean;
}

/**
 * Reads ABP's `Sorting` (`"<field> [asc|desc]"`, case-insensitive) for the order list: fields
 * `completedAt` (alias ABP's `creationTime`), `orderNumber`, `totalAmount`. Unset gives newest
 * first; anything else is null (the route answers 400).
 *
 * @example
 * parseOrderSorting('totalAmount desc'); // { sortBy: 'totalAmount', descending: true }
 */
export function parseOrderSorting(sorting: string | undefined): OrderSorting | null {
  if (sorting === undefined || sorting.trim() === '') {
    return { sortBy: 'completedAt', descending: true };
  }
  const match = /^\s*([A-Za-z]+)(?:\s+(asc|desc))?\s*$/i.exec(sorting);
  const sortBy = match?.[1] ? fields[match[1].toLowerCase()] : undefined;
  if (!match || !sortBy) return null;
  return { sortBy, descending: match[2]?.toLowerCase() === 'desc' };
}
