import { isValidationMessageKey, validationMessage, type Language } from '@storefront/contracts';
import { z } from 'zod';

const localeErrorMaps = { ar: z.locales.ar().localeError, en: z.locales.en().localeError };

/** The fields of a zod issue a locale needs to word it (code, path, input, limits…). */
export type IssueLike = Parameters<(typeof localeErrorMaps)['en']>[0];

function wordIssue(language: Language, issue: IssueLike): string | undefined {
  const worded = localeErrorMaps[language](issue);
  return typeof worded === 'string' ? worded : (worded?.message ?? undefined);
}

/**
 * The message of one failed field in the request's language: a contracts message key (the shared
 * schemas put keys in `message`) is translated from the contracts catalogue; zod's own English
 * wording is re-worded by zod's locale; any other custom text is kept as written.
 *
 * @example
 * validationIssueMessage({ code: 'too_big', maximum: 3, origin: 'string', ... }, 'ar');
 */
export function validationIssueMessage(
  issue: IssueLike & { message: string },
  language: Language,
): string {
  if (isValidationMessageKey(issue.message)) return validationMessage(issue.message, language);
  const english = wordIssue('en', issue);
  if (english !== undefined && english === issue.message) {
    return wordIssue(language, issue) ?? issue.message;
  }
  return issue.message;
}
