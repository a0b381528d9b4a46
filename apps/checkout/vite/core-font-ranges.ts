// The characters the build's core font subsets keep (vite/arabic-core-font.ts), apart from the
// build's Node-only code so that the pages' tests can check their texts against them.

/**
 * The characters of written Arabic as the pages show it (docs/decisions/0024-arabic-core-font.md):
 * the letters with hamza forms and tatweel, the harakat, the Arabic-Indic digits with their
 * percent, decimal and thousands signs (what `Intl` writes for `ar`), Arabic comma, semicolon,
 * question mark and letter mark, superscript alef, and the joiners and direction marks. Persian,
 * Urdu and other extensions, Qur'anic marks and the presentation forms are left to the full file.
 */
export const arabicCoreRanges: readonly (readonly [number, number])[] = [
  [0x060c, 0x060c],
  [0x061b, 0x061f],
  [0x0621, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0670],
  [0x200c, 0x200e],
];

/**
 * The Latin characters the checkout's first screen and its prices draw (docs/decisions/
 * 0046-first-screen-in-html.md): printable ASCII, the no-break spaces `Intl` puts in amounts,
 * the middle dot, dashes, curly quotes, bullet, ellipsis and minus. Cut, like the Arabic core,
 * so that the two files the first screen preloads per page are a third the size of
 * @fontsource's Latin files; any other Latin character takes @fontsource's file.
 */
export const latinCoreRanges: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00b7, 0x00b7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2212, 0x2212],
];

/** `U+0621-0655,…`, as CSS `unicode-range` writes it. */
export function unicodeRange(ranges: readonly (readonly [number, number])[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(',');
}
