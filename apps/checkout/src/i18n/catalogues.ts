import {
  errorMessages,
  ruleMessages,
  validationMessages,
  type Language,
  type LocalizedText,
} from '@storefront/contracts';

function catalogue(
  prefix: string,
  texts: Readonly<Record<string, LocalizedText>>,
  language: Language,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [`${prefix}${key}`, text[language]]),
  );
}

/**
 * The shared texts of `@storefront/contracts` in one language, as flat keys: `errors.<CODE>`,
 * `rules.<key>` and the `validation.*` keys the schemas put in their issues. Written once for the
 * API, the SDK and the page, never copied into `ar.json` / `en.json`.
 *
 * @example
 * catalogueTexts('en')['errors.NETWORK_ERROR']; // 'Network error occurred'
 */
export function catalogueTexts(language: Language): Record<string, string> {
  return {
    ...catalogue('errors.', errorMessages, language),
    ...catalogue('rules.', ruleMessages, language),
    ...catalogue('', validationMessages, language),
  };
}
