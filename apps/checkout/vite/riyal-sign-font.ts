import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype, { type Path } from 'opentype.js';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { generatedFilesCurrent } from './generated-files.ts';

/** U+20C1 SAUDI RIYAL SIGN (Unicode 17.0), the one character the riyal sign font covers. */
export const riyalSignCodePoint = 0x20c1;

/**
 * The sign's outlines: Noto Naskh Arabic's `riyalSaudi.alt`, the form its designers draw beside
 * Western digits (the pages write Western digits, docs/decisions/0026-digits.md), copied verbatim
 * from notofonts/arabic (sources/NotoNaskhArabic.glyphspackage/glyphs/riyalS_audi.alt.glyph at
 * 91a7c105, SIL Open Font License 1.1, OFL.txt beside it). No font on the npm registry has the
 * glyph yet: @fontsource cuts Google Fonts' files, whose subsets stop at U+20C0
 * (docs/decisions/0044-legal-details-and-riyal-sign.md).
 */
export const riyalSignSource = fileURLToPath(
  new URL('./riyal-sign/riyalS_audi.alt.glyph', import.meta.url),
);

/** The two weights the pages use (src/index.css); Noto's Regular and Bold masters. */
export const riyalSignWeights = [400, 700] as const;
export type RiyalSignWeight = (typeof riyalSignWeights)[number];

/** One point of a Glyphs 3 outline: x, y and its kind (`l` line, `c` curve, `o` off-curve; `s` smooth). */
interface GlyphsNode {
  x: number;
  y: number;
  type: string;
}

/** A layer's closed contours and advance width. */
export interface GlyphsLayer {
  contours: GlyphsNode[][];
  width: number;
}

/**
 * The Regular (the master, unnamed) and Bold layers of a Glyphs 3 `.glyph` file. Read by hand: the
 * file is one glyph in the Glyphs app's plist dialect, and the only parser packages for it are
 * Python ones (glyphsLib); the few fields read here are matched strictly and anything unexpected
 * throws rather than draws a wrong sign.
 */
export function parseGlyphsLayers(source: string): Record<RiyalSignWeight, GlyphsLayer> {
  const layers = source.split(/\n\{\nlayerId = /u).slice(1);
  const parsed = layers.map((layer) => {
    const width = /\nwidth = (\d+);/u.exec(layer);
    const contours = layer
      .split('nodes = (')
      .slice(1)
      .map((chunk) =>
        [
          ...chunk.slice(0, chunk.indexOf('\n);')).matchAll(/\((-?\d+),(-?\d+),(ls|l|cs|c|o)\)/gu),
        ].map(([, x, y, type]) => ({ x: Number(x), y: Number(y), type: type ?? '' })),
      );
    if (!width || contours.length === 0 || contours.some((contour) => contour.length < 3)) {
      throw new Error('The riyal sign source has a layer without a width or outlines');
    }
    return {
      name: /\nname = (\w+);/u.exec(layer)?.[1] ?? 'Regular',
      contours,
      width: Number(width[1]),
    };
  });
  const regular = parsed.find((layer) => layer.name === 'Regular');
  const bold = parsed.find((layer) => layer.name === 'Bold');
  if (!regular || !bold) throw new Error('The riyal sign source lacks its Regular or Bold layer');
  return { 400: regular, 700: bold };
}

/**
 * A layer's contours as an OpenType path. A Glyphs contour is a cycle whose last node is on the
 * curve: the path starts there, and each on-curve node closes a line or, after its two off-curve
 * nodes, a cubic curve.
 */
export function layerPath(layer: GlyphsLayer): Path {
  const drawn = new opentype.Path();
  for (const contour of layer.contours) {
    const start = contour.at(-1);
    if (!start || start.type === 'o') throw new Error('A riyal sign contour ends off the curve');
    drawn.moveTo(start.x, start.y);
    let handles: GlyphsNode[] = [];
    for (const node of contour) {
      if (node.type === 'o') {
        handles.push(node);
      } else if (node.type.startsWith('c')) {
        const [first, second] = handles;
        if (!first || !second || handles.length !== 2) {
          throw new Error('A riyal sign curve needs two off-curve points');
        }
        drawn.curveTo(first.x, first.y, second.x, second.y, node.x, node.y);
        handles = [];
      } else {
        drawn.lineTo(node.x, node.y);
      }
    }
    drawn.close();
  }
  return drawn;
}

/**
 * A one-glyph OpenType font of the sign at one weight: `.notdef` and U+20C1, on Noto's 1000-unit
 * em. Its ascent and descent stay inside the text font's, so the sign never makes a line taller.
 */
export function riyalSignFont(layer: GlyphsLayer, weight: RiyalSignWeight): ArrayBuffer {
  const font = new opentype.Font({
    // OFL 1.1: a modified version is named apart from the original (Noto has no reserved name,
    // but the name says what it is).
    familyName: 'Storefront Riyal Sign',
    styleName: weight === 700 ? 'Bold' : 'Regular',
    unitsPerEm: 1000,
    ascender: 800,
    descender: -200,
    copyright:
      'Outlines: Copyright 2022 The Noto Project Authors (https://github.com/notofonts/arabic)',
    licenseURL: 'https://openfontlicense.org',
    glyphs: [
      new opentype.Glyph({ name: '.notdef', advanceWidth: 500, path: new opentype.Path() }),
      new opentype.Glyph({
        name: 'uni20C1',
        unicode: riyalSignCodePoint,
        advanceWidth: layer.width,
        path: layerPath(layer),
      }),
    ],
  });
  return font.toArrayBuffer();
}

/** The woff2 of one weight, through HarfBuzz's subsetter (which also drops opentype.js's extras). */
export async function riyalSignWoff2(
  layer: GlyphsLayer,
  weight: RiyalSignWeight,
): Promise<Uint8Array> {
  return subsetFont(
    Buffer.from(riyalSignFont(layer, weight)),
    String.fromCodePoint(riyalSignCodePoint),
    { targetFormat: 'woff2' },
  );
}

/** The generated @font-face rules, which src/index.css imports. */
export const riyalSignCssFileName = 'riyal-sign.css';

/** The name of a weight's file in the generated folder. */
export function riyalSignFileName(weight: RiyalSignWeight): string {
  return `riyal-sign-${weight}.woff2`;
}

/**
 * The @font-face rules: the pages' own family ('Noto Sans Arabic', the first of `--font-sans`)
 * for U+20C1 only, so every amount in either language draws the sign from this file, and a page
 * without the sign never downloads it (a `unicode-range` face loads only for a character it shows).
 */
export function riyalSignFontFaces(): string {
  return riyalSignWeights
    .map(
      (weight) => `@font-face {
  font-family: 'Noto Sans Arabic';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(./${riyalSignFileName(weight)}) format('woff2');
  unicode-range: U+20C1;
}
`,
    )
    .join('\n');
}

/**
 * Writes the sign's woff2 files and their @font-face rules into `outDir` before Vite reads the CSS,
 * unless a key beside them says they were made from the same source and code. Generated rather
 * than committed, like the Arabic core font (docs/decisions/0024-arabic-core-font.md).
 */
export function riyalSignFontPlugin(outDir: string): Plugin {
  return {
    name: 'checkout-riyal-sign-font',
    async buildStart() {
      await writeRiyalSignFont(outDir);
    },
  };
}

/** The work of {@link riyalSignFontPlugin}'s hook; returns whether it wrote anything. */
export async function writeRiyalSignFont(outDir: string): Promise<boolean> {
  const source = await readFile(riyalSignSource, 'utf8');
  const digest = createHash('sha256')
    .update(source)
    .update(riyalSignFontFaces())
    .update(await readFile(fileURLToPath(import.meta.url)))
    .digest('hex');
  const keyFile = path.join(outDir, 'riyal-sign-key.txt');
  const outputs = [
    ...riyalSignWeights.map((weight) => path.join(outDir, riyalSignFileName(weight))),
    path.join(outDir, riyalSignCssFileName),
  ];
  if (await generatedFilesCurrent(keyFile, digest, outputs)) return false;
  const layers = parseGlyphsLayers(source);
  await mkdir(outDir, { recursive: true });
  for (const weight of riyalSignWeights) {
    await writeFile(
      path.join(outDir, riyalSignFileName(weight)),
      await riyalSignWoff2(layers[weight], weight),
    );
  }
  await writeFile(path.join(outDir, riyalSignCssFileName), riyalSignFontFaces());
  // Last: a build stopped halfway writes everything again next time.
  await writeFile(keyFile, digest);
  return true;
}
