import type { Language } from '@storefront/contracts';

/**
 * Locales of the wait's wording: Western digits in both languages (docs/decisions/0026-digits.md);
 * Intl words the units with their plural forms (Arabic has six).
 */
const locales: Record<Language, string> = { ar: 'ar-SA-u-nu-latn', en: 'en' };

/** Intl words the wait in the nominative ("دقيقتان"): "أن تنقضي" takes it as its subject. */
const sentences: Record<Language, (wait: string) => string> = {
  ar: (wait) => `حاول مرة أخرى بعد أن تنقضي ${wait}.`,
  en: (wait) => `Try again in ${wait}.`,
};

/**
 * The `details` of a 429 (`RATE_LIMIT`): how long to wait, in `language`, in whole seconds under a
 * minute and whole minutes from one up (rounded up, never sooner than `Retry-After` says).
 *
 * @example
 * retryAfterDetails(60_000, 'en'); // 'Try again in 1 minute.'
 * retryAfterDetails(180_000, 'ar'); // 'حاول مرة أخرى بعد أن تنقضي 3 دقائق.'
 */
export function retryAfterDetails(waitMs: number, language: Language): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [unit, count] =
    seconds < 60 ? (['second', seconds] as const) : (['minute', Math.ceil(seconds / 60)] as const);
  const wait = new Intl.NumberFormat(locales[language], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(count);
  return sentences[language](wait);
}
