import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatMoney, saudiRiyalSign } from '@storefront/contracts';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  parseGlyphsLayers,
  riyalSignCodePoint,
  riyalSignFileName,
  riyalSignFontFaces,
  riyalSignSource,
  riyalSignWeights,
  riyalSignWoff2,
  writeRiyalSignFont,
} from './riyal-sign-font.ts';

const source = await readFile(riyalSignSource, 'utf8');

/** What HarfBuzz draws for `text` with a woff2 file: each glyph's id, advance and ink box. */
async function drawn(woff2: Uint8Array, text: string) {
  const sfnt = await convert(Buffer.from(woff2), 'sfnt');
  const blob = new hb.Blob(new Uint8Array(sfnt));
  const face = new hb.Face(blob);
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, index) => ({
    glyph: info.codepoint,
    advance: positions[index]?.xAdvance ?? 0,
    extents: font.glyphExtents(info.codepoint),
    outline: font.glyphToPath(info.codepoint),
    keep: [blob, face],
  }));
}

describe('the riyal sign font', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("reads Noto Naskh Arabic's Regular and Bold outlines of the sign", () => {
    const layers = parseGlyphsLayers(source);
    expect(layers[400].contours).toHaveLength(4);
    expect(layers[700].contours).toHaveLength(4);
    expect(layers[400].width).toBe(778);
    expect(layers[700].width).toBe(769);
  });

  it('refuses a source without the two layers rather than drawing a wrong sign', () => {
    expect(() => parseGlyphsLayers('{\nglyphname = x;\n}')).toThrow(/Regular or Bold/u);
    expect(() => parseGlyphsLayers('{\nlayers = (\n{\nlayerId = m;\nwidth = 5;\n}\n);\n}')).toThrow(
      /without a width or outlines/u,
    );
  });

  it.each(riyalSignWeights)(
    'draws U+20C1 at weight %i, the height of the digits',
    async (weight) => {
      const woff2 = await riyalSignWoff2(parseGlyphsLayers(source)[weight], weight);
      const [sign] = await drawn(woff2, saudiRiyalSign);
      expect(sign?.glyph).not.toBe(0);
      expect(sign?.outline).toMatch(/^M/u);
      // SAMA: the sign as tall as the text around it; the pages' digits are about 714 units high.
      expect(sign?.extents?.height).toBeLessThan(-650);
      expect(sign?.extents?.height).toBeGreaterThan(-800);
      expect(woff2.byteLength).toBeLessThan(1024);
    },
  );

  it('has no glyph for anything else, so every other character stays with the text font', async () => {
    const woff2 = await riyalSignWoff2(parseGlyphsLayers(source)[400], 400);
    const glyphs = await drawn(woff2, '1 SAR ﷼');
    expect(glyphs.every((glyph) => glyph.glyph === 0)).toBe(true);
  });

  it('draws the bold sign heavier than the regular one', async () => {
    const layers = parseGlyphsLayers(source);
    const [regular] = await drawn(await riyalSignWoff2(layers[400], 400), saudiRiyalSign);
    const [bold] = await drawn(await riyalSignWoff2(layers[700], 700), saudiRiyalSign);
    expect(bold?.outline).not.toBe(regular?.outline);
  });

  it('serves the sign in the pages’ family for U+20C1 only, at both weights', () => {
    const css = riyalSignFontFaces();
    expect(css.match(/unicode-range: U\+20C1;/gu)).toHaveLength(2);
    expect(css).toContain("font-family: 'Noto Sans Arabic'");
    for (const weight of riyalSignWeights) expect(css).toContain(riyalSignFileName(weight));
    expect(riyalSignCodePoint).toBe(formatMoney(1, 'en', { riyalSign: true }).codePointAt(0));
  });

  it('writes the files once and again only when they are missing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'riyal-sign-'));
    dirs.push(dir);
    expect(await writeRiyalSignFont(dir)).toBe(true);
    expect(await writeRiyalSignFont(dir)).toBe(false);
    await rm(path.join(dir, riyalSignFileName(700)));
    expect(await writeRiyalSignFont(dir)).toBe(true);
    expect((await stat(path.join(dir, riyalSignFileName(700)))).size).toBeGreaterThan(100);
  });
});
