import type { Language } from '@storefront/contracts';

/** Every text of the page in one language, as flat keys. */
export type Dictionary = Readonly<Record<string, string>>;

/**
 * The page's texts in `language`, each language its own chunk, so a page downloads only the texts
 * it shows (the other language loads on demand). Two literal imports rather than a template, so the
 * bundler makes exactly these two chunks.
 *
 * @example
 * const texts = await loadDictionary('ar');
 */
export async function loadDictionary(language: Language): Promise<Dictionary> {
  const module =
    language === 'ar' ? await import('./dictionary-ar.ts') : await import('./dictionary-en.ts');
  return module.default;
}
