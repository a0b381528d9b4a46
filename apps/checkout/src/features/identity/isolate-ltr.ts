/**
 * Wraps left-to-right text (a phone number) in Unicode isolates (LRI … PDI), so inside an Arabic
 * sentence `+966…` keeps its `+` in front instead of being reordered by the bidi algorithm.
 *
 * @example
 * t('identity.codeSent', { mobile: isolateLtr('+966512345678') });
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
