import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatMoney } from '@storefront/contracts';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { afterEach, describe, expect, it } from 'vitest';
import arabicTexts from '../src/i18n/ar.json' with { type: 'json' };
import { formatDate, formatDateTimeRange } from '../src/lib/format-date.ts';
import {
  arabicCoreFileName,
  arabicCoreFontFaces,
  withFontDisplay,
  arabicCoreWeights,
  fontsourceArabicFile,
  subsetArabicCore,
  writeArabicCoreFont,
} from './arabic-core-font.ts';
import { arabicCoreRanges, unicodeRange } from './core-font-ranges.ts';

const inCore = (codePoint: number) =>
  arabicCoreRanges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Runs of characters of the core ranges. */
const coreRuns = new RegExp(
  `[${arabicCoreRanges.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join('')}]+`,
  'gu',
);

/** The Arabic script's blocks (basic, supplement, extended, presentation forms). */
const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** What an Arabic page shows of its own: its texts, and money and dates as `Intl` writes them. */
const arabicPageText = [
  ...Object.values(arabicTexts),
  formatMoney(1_234_567.5, 'ar'),
  formatMoney(-0.75, 'ar'),
  formatDate('2030-03-05T06:00:00Z', 'ar', 'Asia/Riyadh'),
  formatDateTimeRange('2030-03-05T06:00:00Z', '2030-03-05T07:30:00Z', 'ar', 'Asia/Riyadh'),
  formatDateTimeRange('2030-12-31T20:00:00Z', '2031-01-01T09:00:00Z', 'ar', 'Asia/Riyadh'),
].join('\n');

/**
 * A HarfBuzz font of a woff2 file's bytes. Its blob and face are kept with it: harfbuzzjs frees
 * each object's memory once JavaScript collects it, and the font reads through them.
 */
async function harfBuzzFont(woff2: Uint8Array): Promise<{ font: hb.Font; keep: unknown[] }> {
  const sfnt = await convert(Buffer.from(woff2), 'sfnt');
  const blob = new hb.Blob(new Uint8Array(sfnt));
  const face = new hb.Face(blob);
  return { font: new hb.Font(face), keep: [blob, face] };
}

/** The shaped glyphs of `text` as drawn: each one's outline and position. */
function shaped(font: hb.Font, text: string): string[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((glyph, index) => {
    const { xAdvance, yAdvance, xOffset, yOffset } = positions[index] ?? {};
    return `${font.glyphToPath(glyph.codepoint)} ${xAdvance} ${yAdvance} ${xOffset} ${yOffset}`;
  });
}

describe('the core Arabic font', () => {
  it('covers every Arabic character the pages write themselves', () => {
    const outside = [...new Set(arabicPageText)].filter(
      (character) => arabicScript.test(character) && !inCore(character.codePointAt(0) ?? 0),
    );
    expect(outside).toEqual([]);
  });

  it.each(arabicCoreWeights)(
    'draws the pages’ Arabic words as the full font does, in a fifth of its size (%i)',
    async (weight) => {
      const full = await readFile(fontsourceArabicFile(weight));
      // Made before the subsetter runs: made after it, the full font read as empty (no glyph for
      // any letter) under harfbuzzjs 1.6, while the same steps alone in a script did not.
      const fullFont = await harfBuzzFont(full);
      const core = await subsetArabicCore(full);
      expect(core.byteLength).toBeLessThan(full.byteLength / 3);
      const coreFont = await harfBuzzFont(core);
      // Runs of core characters: words with their harakat, joined and marked by the font's rules.
      // (A mark alone, such as a direction mark between Latin words, draws nothing either way.)
      const words = new Set(
        arabicPageText
          .match(coreRuns)
          ?.filter((word) => /[\u0621-\u064A\u0660-\u0669]/u.test(word)),
      );
      expect(words.size).toBeGreaterThan(100);
      for (const word of words) {
        expect(shaped(coreFont.font, word), word).toEqual(shaped(fullFont.font, word));
      }
      expect([...fullFont.keep, ...coreFont.keep]).toHaveLength(4);
    },
  );

  it('writes its @font-face rules with the ranges it was cut to, one per weight', () => {
    const css = arabicCoreFontFaces();
    expect(unicodeRange(arabicCoreRanges)).toBe(
      'U+060C,U+061B-061F,U+0621-0655,U+0660-066D,U+0670,U+200C-200E',
    );
    for (const weight of arabicCoreWeights) {
      expect(css).toContain(`font-weight: ${weight};\n  src: url(./${arabicCoreFileName(weight)})`);
    }
    expect(css.match(/unicode-range: U\+060C,U\+061B-061F,U\+0621-0655/g)).toHaveLength(2);
    // The Latin core, declared after the Arabic: a face of its own per weight.
    for (const weight of arabicCoreWeights) {
      expect(css).toContain(
        `font-weight: ${weight};\n  src: url(./${arabicCoreFileName(weight, 'latin')})`,
      );
    }
    expect(arabicCoreFileName(400, 'latin')).toBe('noto-sans-arabic-latin-core-400.woff2');
    expect(css.match(/unicode-range: U\+0020-007E,U\+00A0,U\+00B7,/g)).toHaveLength(2);
  });
});

describe('writeArabicCoreFont', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes the subsets and their CSS once, and again when a file has gone', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'arabic-core-font-'));
    expect(await writeArabicCoreFont(dir)).toBe(true);
    const regular = path.join(dir, arabicCoreFileName(400));
    expect((await stat(regular)).size).toBeGreaterThan(5_000);
    expect(await readFile(path.join(dir, 'noto-sans-arabic-core.css'), 'utf8')).toBe(
      arabicCoreFontFaces(),
    );
    expect(await writeArabicCoreFont(dir)).toBe(false);
    await rm(regular);
    expect(await writeArabicCoreFont(dir)).toBe(true);
    expect((await stat(regular)).size).toBeGreaterThan(5_000);
  });
});

describe('withFontDisplay', () => {
  it("sets the display of Noto Sans Arabic's faces only", () => {
    const css =
      "@font-face{font-family:'Noto Sans Arabic';font-display:swap;src:url(a.woff2)}" +
      "@font-face{font-family:'Riyal Sign';font-display:block;src:url(b.woff2)}" +
      '@font-face{font-family:Noto Sans Arabic;font-display:swap;src:url(data:font/woff2;base64,AA)}';
    expect(withFontDisplay(css, 'optional')).toBe(
      "@font-face{font-family:'Noto Sans Arabic';font-display: optional;src:url(a.woff2)}" +
        "@font-face{font-family:'Riyal Sign';font-display:block;src:url(b.woff2)}" +
        '@font-face{font-family:Noto Sans Arabic;font-display:swap;src:url(data:font/woff2;base64,AA)}',
    );
  });
});
