/**
 * A `<script type="application/json">` block carrying `value` in a page (data, never run: the
 * strict CSP is unaffected). JSON inside `<script>` ends at the first `</script`, so `<` is
 * written as its escape, which JSON reads back.
 *
 * @example
 * jsonBlock('first-screen-props', { language: 'ar' }); // '<script type="application/json" id="first-screen-props">{…}</script>'
 */
export function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
