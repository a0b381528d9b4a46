import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table row that PostgreSQL encoded as JSON (`row_to_json`, `json_agg` of a table alias), read
 * back exactly as drizzle reads the row itself: keys by column name, each value through its
 * column's own mapping (numeric to number, timestamptz to Date…). Lets one query bring a row's
 * children along instead of a query per table.
 *
 * @example
 * const items = (row.items as Record<string, unknown>[]).map((json) => rowFromJson(cartItems, json));
 */
export function rowFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'] {
  if (typeof json !== 'object' || json === null) throw new Error('A row as JSON must be an object');
  const source = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = source[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}
