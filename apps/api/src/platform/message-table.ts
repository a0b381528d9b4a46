import { localize, type Language, type LocalizedText } from '@storefront/contracts';

/**
 * A module's own messages as data: each code's Arabic and English text (the error codes' messages
 * live in contracts). Every module's table is read through {@link messageLookup}, so the rule
 * "the request's language, English when the Arabic is empty" is written once (contracts'
 * `localize`).
 */
export type MessageTable = Readonly<Record<string, LocalizedText>>;

/**
 * The lookup of `table`: a code's text in `language`, with each `{name}` placeholder replaced by
 * `values[name]`.
 *
 * @example
 * const cartMessage = messageLookup({ cartEmpty: { en: 'Your cart is empty.', ar: 'سلتك فارغة.' } });
 * cartMessage('cartEmpty', 'en'); // 'Your cart is empty.'
 */
export function messageLookup<Code extends string>(table: Readonly<Record<Code, LocalizedText>>) {
  return (code: Code, language: Language, values: Readonly<Record<string, string>> = {}): string =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, value),
      localize(table[code], language),
    );
}
