import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * A `timestamptz` column read and written as a `Date`. Every time the API stores comes from the
 * injected clock, never from the database's `now()`, so tests control time exactly.
 */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/**
 * A `bytea` column holding raw bytes. PGlite answers a `Uint8Array` and node-postgres a `Buffer`
 * (a `Uint8Array` too), so both drivers meet one type.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * An amount of money: `numeric(12, 2)`, read and written as a number (amounts are rounded to 2
 * decimals before they are stored; docs/product/constants.md). One helper for every table.
 */
export function money(name: string) {
  return numeric(name, { precision: 12, scale: 2, mode: 'number' });
}
