import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { arabicCoreRanges, latinCoreRanges, unicodeRange } from './core-font-ranges.ts';
import { generatedFilesCurrent } from './generated-files.ts';

/** Where the build writes the core subsets and their CSS (git ignores the folder). */
export const generatedFontsDir = fileURLToPath(new URL('../.generated/fonts', import.meta.url));

/** The two weights the pages use (src/index.css). */
export const arabicCoreWeights = [400, 700] as const;

/** Every character of `ranges`, as the subsetter takes them. */
function charactersOf(ranges: readonly (readonly [number, number])[]): string {
  let text = '';
  for (const [from, to] of ranges) {
    for (let codePoint = from; codePoint <= to; codePoint++) {
      text += String.fromCodePoint(codePoint);
    }
  }
  return text;
}

/**
 * The core subset of one of Noto Sans Arabic's `arabic` woff2 files, through HarfBuzz's subsetter
 * (`subset-font`), which keeps every glyph the kept characters reach through the font's shaping
 * rules (initial, medial, final and isolated forms, ligatures, mark positions).
 */
export async function subsetArabicCore(
  source: Uint8Array,
  ranges: readonly (readonly [number, number])[] = arabicCoreRanges,
): Promise<Uint8Array> {
  return subsetFont(Buffer.from(source), charactersOf(ranges), {
    targetFormat: 'woff2',
  });
}

/** The @fontsource file a weight's core subset is cut from. */
export function fontsourceArabicFile(weight: number, subset: CoreScript = 'arabic'): string {
  const require = createRequire(import.meta.url);
  return require.resolve(
    `@fontsource/noto-sans-arabic/files/noto-sans-arabic-${subset}-${weight}-normal.woff2`,
  );
}

/** The scripts whose core the build cuts from @fontsource's file of the same subset. */
export type CoreScript = 'arabic' | 'latin';

const coreRangesOf: Record<CoreScript, readonly (readonly [number, number])[]> = {
  arabic: arabicCoreRanges,
  latin: latinCoreRanges,
};
const coreScripts = Object.keys(coreRangesOf) as CoreScript[];

/** The generated @font-face rules, which src/index.css imports. */
export const arabicCoreCssFileName = 'noto-sans-arabic-core.css';

/** The name of a weight's core subset in the generated folder. */
export function arabicCoreFileName(weight: number, script: CoreScript = 'arabic'): string {
  return script === 'arabic'
    ? `noto-sans-arabic-core-${weight}.woff2`
    : `noto-sans-arabic-${script}-core-${weight}.woff2`;
}

/**
 * How the checkout page displays its font (docs/decisions/0046-first-screen-in-html.md):
 * `optional`, so text is drawn once, in the font that is there within the first ~100 ms (Noto
 * Sans Arabic, which the page the API renders preloads, or from the cache; else the device's
 * own), and never redrawn in another: a swap moved the first screen's lines (layout shift), and
 * the checkout's render, drawn in the new font, made a larger "largest paint" long after the
 * first screen had painted. The other pages, which have no first screen in their HTML, keep
 * `swap`.
 */
export const checkoutFontDisplay = 'optional';

/**
 * `css` with every Noto Sans Arabic face's `font-display` set to `display`. Other faces keep
 * theirs, and so does a face inlined in the stylesheet (the riyal sign's one glyph: nothing to
 * wait for, and no other font has the glyph to fall back on).
 *
 * @example
 * withFontDisplay("@font-face{font-family:'Noto Sans Arabic';font-display:swap}", 'optional');
 */
export function withFontDisplay(css: string, display: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, (face) =>
    /Noto Sans Arabic/.test(face) && !/url\(\s*["']?data:/.test(face)
      ? face.replace(/font-display:\s*[a-z]+/, `font-display: ${display}`)
      : face,
  );
}

/**
 * The @font-face rules of the core subsets. src/index.css imports them after @fontsource's rules:
 * of faces whose unicode ranges overlap, the browser tries the one declared last first, so a page
 * of Arabic text downloads only the core file, and the full one only for a character outside it.
 */
export function arabicCoreFontFaces(): string {
  return coreScripts
    .flatMap((script) =>
      arabicCoreWeights.map(
        (weight) => `@font-face {
  font-family: 'Noto Sans Arabic';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(./${arabicCoreFileName(weight, script)}) format('woff2');
  unicode-range: ${unicodeRange(coreRangesOf[script])};
}
`,
      ),
    )
    .join('\n');
}

/**
 * Writes the core subsets and their @font-face rules into `outDir` when they are missing or were
 * made from other sources or ranges (a key beside them says which), before Vite reads the CSS.
 * Generated rather than committed: they are build output of the @fontsource package.
 */
export function arabicCoreFont(outDir: string): Plugin {
  return {
    name: 'checkout-arabic-core-font',
    async buildStart() {
      await writeArabicCoreFont(outDir);
    },
  };
}

/**
 * Sets the display of every Noto Sans Arabic face in a page's emitted stylesheets (the core
 * subsets' and @fontsource's, which Tailwind inlines into its own output): the checkout's build
 * gives it {@link checkoutFontDisplay}. A file's hashed name is of its text before this rewrite,
 * which is always the same for the same text, so a name still stands for one content.
 *
 * @example
 * plugins: [fontDisplayOf(checkoutFontDisplay)]
 */
export function fontDisplayOf(display: string): Plugin {
  return {
    name: 'checkout-font-display',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          file.source = withFontDisplay(String(file.source), display);
        }
      }
    },
  };
}

/** The work of `arabicCoreFont`'s hook; returns whether it wrote anything. */
export async function writeArabicCoreFont(outDir: string): Promise<boolean> {
  const sources = await Promise.all(
    coreScripts.flatMap((script) =>
      arabicCoreWeights.map(async (weight) => ({
        script,
        weight,
        bytes: await readFile(fontsourceArabicFile(weight, script)),
      })),
    ),
  );
  const key = createHash('sha256')
    .update(coreScripts.map((script) => unicodeRange(coreRangesOf[script])).join('|'))
    .update(arabicCoreFontFaces());
  for (const { bytes } of sources) key.update(bytes);
  const digest = key.digest('hex');
  const keyFile = path.join(outDir, 'key.txt');
  const outputs = [
    ...sources.map(({ script, weight }) => path.join(outDir, arabicCoreFileName(weight, script))),
    path.join(outDir, arabicCoreCssFileName),
  ];
  if (await generatedFilesCurrent(keyFile, digest, outputs)) return false;
  await mkdir(outDir, { recursive: true });
  for (const { script, weight, bytes } of sources) {
    await writeFile(
      path.join(outDir, arabicCoreFileName(weight, script)),
      await subsetArabicCore(bytes, coreRangesOf[script]),
    );
  }
  await writeFile(path.join(outDir, arabicCoreCssFileName), arabicCoreFontFaces());
  // Last: a build stopped halfway writes everything again next time.
  await writeFile(keyFile, digest);
  return true;
}
