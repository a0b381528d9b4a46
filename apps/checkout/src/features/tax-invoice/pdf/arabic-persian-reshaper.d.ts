// The package ships no types; only the Arabic shaper's one function is used (visual-line.ts).
declare module 'arabic-persian-reshaper' {
  export const ArabicShaper: {
    /** Arabic letters in logical order to their presentation forms (initial, medial, final, isolated). */
    convertArabic(text: string): string;
  };
}
