import { isValidationMessageKey, validationMessage, type Language } from '@storefront/contracts';
import { z } from 'zod';

const localeErrorMaps = { ar: z.locales.ar().localeError, en: z.locales.en().localeError };

/** The fields of a zod issue a locale needs to word it (code, path, input, limits…). */
export type IssueLike = Parameters<(typeof localeErrorMaps)['en']>[0];

/**
 * Values of each type zod names in "received …". zod leaves the input out of its issues, so its
 * locales would word an `invalid_type` issue as "received undefined"; a stand-in of the type its
 * English message names lets both locales word it as it was.
 */
const receivedStandIns: Record<string, unknown> = {
  array: [],
  object: {},
  string: '',
  number: 0,
  boolean: false,
  null: null,
  NaN: Number.NaN,
  date: new Date(0),
};

function withReceivedInput(issue: IssueLike & { message: string }): IssueLike {
  if (issue.code !== 'invalid_type' || issue.input !== undefined) return issue;
  const { message } = issue;
  const received = /received (\w+)$/.exec(message)?.[1];
  return received !== undefined && received in receivedStandIns
    ? { ...issue, input: receivedStandIns[received] }
    : issue;
}

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
  const complete = withReceivedInput(issue);
  const english = wordIssue('en', complete);
  if (english !== undefined && english === issue.message) {
    return wordIssue(language, complete) ?? issue.message;
  }
  return issue.message;
}
