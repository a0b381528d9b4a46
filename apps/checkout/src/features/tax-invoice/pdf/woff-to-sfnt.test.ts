import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { convert } from 'fontverter';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);
const fontFile = (name: string) =>
  new Uint8Array(readFileSync(require.resolve(`@fontsource/noto-sans-arabic/files/${name}`)));

/** The tables of an sfnt font by tag, read from its directory. */
function tablesOf(sfnt: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map<string, Uint8Array>();
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const entry = 12 + index * 16;
    const tag = String.fromCharCode(...sfnt.subarray(entry, entry + 4));
    const offset = view.getUint32(entry + 8);
    tables.set(tag, sfnt.subarray(offset, offset + view.getUint32(entry + 12)));
  }
  return tables;
}

describe('woffToSfnt (W3C WOFF 1.0)', () => {
  it.each(['noto-sans-arabic-arabic-400-normal.woff', 'noto-sans-arabic-latin-400-normal.woff'])(
    'unpacks %s to the same tables as fontverter',
    async (name) => {
      const woff = fontFile(name);
      const ours = await woffToSfnt(woff);
      const theirs = new Uint8Array(await convert(Buffer.from(woff), 'sfnt'));

      const expected = tablesOf(theirs);
      const actual = tablesOf(ours);
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [tag, data] of expected) expect(actual.get(tag), tag).toEqual(data);
      expect(new DataView(ours.buffer).getUint32(0)).toBe(0x00010000); // TrueType outlines
    },
  );

  it('refuses what is not WOFF 1.0 (a WOFF2 file)', async () => {
    await expect(woffToSfnt(fontFile('noto-sans-arabic-latin-400-normal.woff2'))).rejects.toThrow(
      'Not a WOFF 1.0 font',
    );
  });

  it('refuses a damaged file whose table runs past its end', async () => {
    const woff = fontFile('noto-sans-arabic-latin-400-normal.woff');
    await expect(woffToSfnt(woff.subarray(0, 2000))).rejects.toThrow('WOFF table out of range');
  });
});
