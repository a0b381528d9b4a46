/**
 * Whether a file is of an accepted type (docs/product/validation.md, file helper checks).
 * `accepted` entries follow the HTML `accept` attribute: a MIME type (`image/png`), a wildcard
 * (`image/*`) or an extension (`.png`); comparison ignores case and MIME parameters. An empty list
 * accepts any file. The browser reports the type from the name, so the API checks content again.
 *
 * @example
 * fileMatchesTypes({ type: 'image/webp', name: 'r.webp' }, ['image/*']); // true
 * fileMatchesTypes({ type: 'application/pdf', name: 'r.pdf' }, ['image/png']); // false
 */
export function fileMatchesTypes(
  file: { type: string; name: string },
  accepted: readonly string[],
): boolean {
  if (accepted.length === 0) return true;
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  const name = file.name.toLowerCase();
  return accepted.some((entry) => {
    const want = entry.trim().toLowerCase();
    if (want.startsWith('.')) return name.endsWith(want);
    if (want.endsWith('/*')) return type.startsWith(want.slice(0, -1));
    return type !== '' && type === want;
  });
}
