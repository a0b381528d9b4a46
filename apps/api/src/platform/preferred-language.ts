import { defaultLanguage, languageSchema, type Language } from '@storefront/contracts';

/**
 * The language to answer in from an `Accept-Language` header: the supported language (`ar`, `en`)
 * the client ranks highest, or Arabic (docs/product/constants.md: default ar). Hand-written because
 * it is a dozen lines and no header-negotiation library is installed.
 *
 * @example
 * preferredLanguage('en-US,en;q=0.9,ar;q=0.8'); // 'en'
 * preferredLanguage(undefined); // 'ar'
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  let best: { language: Language; quality: number } | null = null;
  for (const part of header.slice(0, 512).split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const language = languageSchema.safeParse(primary);
    if (!language.success) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(quality > 0) || quality > 1) continue;
    if (best === null || quality > best.quality) best = { language: language.data, quality };
  }
  return best?.language ?? defaultLanguage;
}
