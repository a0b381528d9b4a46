/**
 * A NUL, which PostgreSQL's `text` and `jsonb` cannot hold ("invalid byte sequence for encoding
 * UTF8: 0x00"), or a lone UTF-16 surrogate (`\p{Cs}` in a `u` pattern matches only an unpaired
 * one), which has no UTF-8 form: `jsonb` refuses its `\uD800` escape and a `text` value gets it
 * silently replaced by U+FFFD.
 */
const unstorableCharacter = /[\0\p{Cs}]/u;

/**
 * Whether `text` holds a character PostgreSQL cannot store as given.
 *
 * @example
 * isUnstorableText('a\u0000'); // true
 */
export function isUnstorableText(text: string): boolean {
  return unstorableCharacter.test(text);
}

/**
 * Where the first text PostgreSQL cannot store sits in a parsed input (a JSON body, a query, the
 * headers): the path of the string, or of the object whose key holds it (a key is stored too, as
 * a custom field's name); `null` when every string and key is storable. The path is `[]` for the
 * input itself.
 *
 * @example
 * unstorableTextPath({ customFields: { note: 'a\u0000' } }); // ['customFields', 'note']
 */
export function unstorableTextPath(value: unknown): string[] | null {
  if (typeof value === 'string') return isUnstorableText(value) ? [] : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, entry] of Object.entries(value)) {
    if (isUnstorableText(key)) return [];
    const inner = unstorableTextPath(entry);
    if (inner !== null) return [key, ...inner];
  }
  return null;
}
