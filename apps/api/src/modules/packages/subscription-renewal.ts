import { minutesOfDay, tenantDateOf, tenantInstant } from '@storefront/contracts';

/**
 * When a subscription that starts at `start` (ms) first renews: one calendar month or year later
 * on the tenant's clock (`timeZone`), at the same time of day. A day the later month lacks falls
 * back to its last day (31 January → 28 or 29 February), as date libraries do.
 *
 * The zone's rules come from `Intl` (contracts' tenant clock); only the month arithmetic is here.
 *
 * @example
 * nextRenewal(Date.parse('2030-01-31T09:00:00+03:00'), 'month', 'Asia/Riyadh'); // 2030-02-28T09:00:00+03:00
 */
export function nextRenewal(start: number, period: 'month' | 'year', timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = tenantDateOf(start, timeZone).split('-').map(Number);
  const target = month - 1 + (period === 'year' ? 12 : 1);
  const lastDay = new Date(Date.UTC(year, target + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, target, Math.min(day, lastDay))).toISOString().slice(0, 10);
  return tenantInstant(date, minutesOfDay(start, timeZone), timeZone) ?? start;
}
