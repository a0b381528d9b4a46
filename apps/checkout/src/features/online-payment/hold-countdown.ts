import { intlLocale } from '@storefront/contracts';
import { keepMarkersTogether } from '../../lib/format-date.ts';

/**
 * Whole minutes left on a hold (rounded up, so "1 minute left" lasts until it ends), or null once
 * it has lapsed.
 *
 * @example
 * minutesLeft('2026-05-15T10:15:00Z', Date.parse('2026-05-15T10:10:30Z')); // 5
 */
export function minutesLeft(holdExpiresAt: string, now: number): number | null {
  const left = Date.parse(holdExpiresAt) - now;
  return left > 0 ? Math.ceil(left / 60_000) : null;
}

/**
 * The hold's end as a time of day in the page's language (the shopper's own time zone).
 *
 * @example
 * holdTime('2026-05-15T10:15:00Z', 'en'); // '13:15' in Riyadh
 */
export function holdTime(holdExpiresAt: string, language: string): string {
  return keepMarkersTogether(
    new Intl.DateTimeFormat(intlLocale(language), {
      hour: 'numeric',
      minute: '2-digit',
    }).formatToParts(new Date(holdExpiresAt)),
  );
}
