import { normalizeDigits } from '@storefront/contracts';
import { otpCodeLength } from './identity-schemas.ts';

/** The WebOTP line `@host #code` (https://wicg.github.io/sms-one-time-codes/), anywhere in a text. */
const webOtpLine = new RegExp(`(?:^|\\s)@[A-Za-z0-9.-]+ #(\\d{${otpCodeLength}})(?![^\\s@])`);
/** A run of exactly the code's digits, not part of a longer number. */
const codeRun = new RegExp(`(?<!\\d)\\d{${otpCodeLength}}(?!\\d)`, 'g');
/** What people and phones put between a code's digits: spaces, dashes, dots. */
const separators = /[\s\-.\u00a0\u200e\u200f]/g;

/**
 * The one-time code in what the shopper pasted or the browser filled (WCAG 2.2 3.3.8: the code is
 * never retyped): the code alone in any digits and spacing (`"123456"`, `" 123 456 "`,
 * `"١٢٣٤٥٦"`), or a whole SMS, read from its WebOTP line when it has one, else from its only
 * 6-digit number. Null when no single code can be told (nothing, or two different 6-digit
 * numbers and no WebOTP line).
 *
 * @example
 * otpCodeFromText('Your verification code is 048213.\n\n@pay.example.com #048213'); // '048213'
 */
export function otpCodeFromText(text: string): string | null {
  const western = normalizeDigits(text);
  const bound = webOtpLine.exec(western)?.[1];
  if (bound !== undefined) return bound;
  const compact = western.replace(separators, '');
  if (new RegExp(`^\\d{${otpCodeLength}}$`).test(compact)) return compact;
  const runs = new Set(western.match(codeRun) ?? []);
  return runs.size === 1 ? ([...runs][0] ?? null) : null;
}
