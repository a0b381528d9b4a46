import { tenantUtcOffsetMinutes } from '../availability/tenant-time-zone.ts';

const offsetMs = tenantUtcOffsetMinutes * 60_000;

/**
 * When a subscription that starts at `start` (ms) first renews: one calendar month or year later
 * on the tenant's clock face, at the same time of day. A day the later month lacks falls back to
 * its last day (31 January → 28 or 29 February), as date libraries do.
 *
 * Hand-written because the tenant's offset is fixed (see `tenant-time-zone.ts`), so shifting by it
 * and counting in UTC is exact; a date library would add a dependency for these few lines.
 *
 * @example
 * nextRenewal(Date.parse('2030-01-31T09:00:00+03:00'), 'month'); // 2030-02-28T09:00:00+03:00
 */
export function nextRenewal(start: number, period: 'month' | 'year'): number {
  const face = new Date(start + offsetMs);
  const months = period === 'year' ? 12 : 1;
  const year = face.getUTCFullYear();
  const month = face.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  face.setUTCFullYear(year, month, Math.min(face.getUTCDate(), lastDay));
  return face.getTime() - offsetMs;
}
