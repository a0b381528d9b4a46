// Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits, in order 0 to 9.
const arabicIndicZero = 0x0660;
const easternArabicIndicZero = 0x06f0;
const nonLatinDigit = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * Replaces Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits with Western digits, leaving
 * every other character as it is, so a number typed on an Arabic keyboard validates and is sent
 * the same as one typed in Western digits.
 *
 * @example
 * normalizeDigits('٠٥١٢ ٣٤٥'); // '0512 345'
 */
export function normalizeDigits(value: string): string {
  return value.replace(nonLatinDigit, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= easternArabicIndicZero ? easternArabicIndicZero : arabicIndicZero;
    return String(code - zero);
  });
}
