import reshaper from 'arabic-persian-reshaper';
import bidiFactory from 'bidi-js';

/** One run of a line in visual (left-to-right) order, set in one font. */
export interface VisualRun {
  /** The run's characters as `font` must be given them (see {@link visualRuns}). */
  text: string;
  font: 'arabic' | 'latin';
}

const bidi = bidiFactory();
// Arabic letters, and the presentation forms the shaper turns them into.
const arabicScript = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/u;
// Direction marks Intl puts around Arabic amounts: bidi-js has already used them, no font draws them.
const directionMarks = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A line of mixed Arabic and Latin text as a PDF must draw it, since pdf-lib neither shapes Arabic
 * nor orders right-to-left text: the letters take their joined forms (arabic-persian-reshaper's
 * presentation forms), the Unicode Bidirectional Algorithm (bidi-js) orders the line visually
 * with mirrored brackets, and the line is cut into runs by font. An Arabic run is handed back in
 * reading order, because pdf-lib's font engine (fontkit) lays out an Arabic-script run right to
 * left itself.
 *
 * @example
 * visualRuns('رقم الفاتورة: INV-7', 'rtl');
 * // [{ text: 'INV-7', font: 'latin' }, { text: ' :', font: 'latin' }, { text: 'ﺭﻗﻢ ﺍﻟﻔﺎﺗﻮﺭﺓ', font: 'arabic' }] (roughly)
 */
export function visualRuns(text: string, direction: 'rtl' | 'ltr'): VisualRun[] {
  const shaped = reshaper.ArabicShaper.convertArabic(text);
  const levels = bidi.getEmbeddingLevels(shaped, direction);
  const chars = [...shaped];
  // bidi-js counts UTF-16 units; every character here is in the BMP, so units and characters agree.
  for (const [index, mirror] of bidi.getMirroredCharactersMap(shaped, levels.levels))
    chars[index] = mirror;
  for (const segment of bidi.getReorderSegments(shaped, levels)) {
    const [start, end] = segment as [number, number];
    chars.splice(start, end - start + 1, ...chars.slice(start, end + 1).reverse());
  }
  const runs: VisualRun[] = [];
  for (const char of chars.join('').replace(directionMarks, '')) {
    const font = arabicScript.test(char) ? 'arabic' : 'latin';
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs.map((run) =>
    run.font === 'arabic' ? { ...run, text: [...run.text].reverse().join('') } : run,
  );
}
