// Four lines do not justify a dependency: the hosted pages interpolate only text and attribute
// values (never URLs into scripts), and these five characters are all HTML needs escaped there.
const replacements: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `value` safe to put in HTML text or a quoted attribute.
 *
 * @example
 * escapeHtml('<script>'); // '&lt;script&gt;'
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => replacements[character] ?? character);
}
