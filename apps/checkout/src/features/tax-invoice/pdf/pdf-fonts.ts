import arabicWoffUrl from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff?url';
import latinWoffUrl from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-400-normal.woff?url';
import { woffToSfnt } from './woff-to-sfnt.ts';

/** The PDF's two faces as OpenType bytes: Noto Sans Arabic's Arabic and Latin files. */
export interface PdfFonts {
  arabic: Uint8Array;
  latin: Uint8Array;
}

async function fetchSfnt(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url}: HTTP ${response.status}`);
  return woffToSfnt(new Uint8Array(await response.arrayBuffer()));
}

/**
 * The page's own font files (the full @fontsource ones, not the build's core subset, so any
 * Arabic product name has its letters and presentation forms), fetched when a PDF is first made.
 * WOFF 1.0 rather than WOFF2: it unpacks with the browser's zlib, where WOFF2 needs Brotli.
 *
 * @example
 * const fonts = await loadPdfFonts();
 */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const [arabic, latin] = await Promise.all([fetchSfnt(arabicWoffUrl), fetchSfnt(latinWoffUrl)]);
  return { arabic, latin };
}
