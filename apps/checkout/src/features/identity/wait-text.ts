import { intlLocale, type Language } from '@storefront/contracts';

/**
 * A wait in words, in the page's language and digits: whole seconds under a minute, whole minutes
 * from one up, rounded up (never sooner than the server's `Retry-After`). Intl words the unit with
 * its plural forms (Arabic has six).
 *
 * @example
 * waitText(1_680_000, 'en'); // '28 minutes'
 * waitText(45_000, 'ar'); // '45 ثانية'
 */
export function waitText(waitMs: number, language: Language): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [unit, count] =
    seconds < 60 ? (['second', seconds] as const) : (['minute', Math.ceil(seconds / 60)] as const);
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(count);
}
