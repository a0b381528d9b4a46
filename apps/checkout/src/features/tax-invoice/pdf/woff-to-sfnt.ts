// WOFF 1.0 (W3C Recommendation, https://www.w3.org/TR/WOFF/) wraps an OpenType font: a header, a
// table directory, and each table zlib-compressed unless compression would not shrink it. pdf-lib
// embeds only the plain OpenType (sfnt) bytes, and the page already ships the font as WOFF
// (@fontsource). Written by hand: the format is a directory walk and the browser's own
// DecompressionStream inflates; the npm converters are Node-only (Buffer) or bring a WASM decoder.

const woffSignature = 0x774f4646; // 'wOFF'
const woffHeaderSize = 44;
const woffEntrySize = 20;
const sfntHeaderSize = 12;
const sfntEntrySize = 16;

/** Inflates zlib data with the platform's DecompressionStream. */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The OpenType (sfnt) font inside a WOFF 1.0 file: the same tables, checksums and flavor, each
 * table decompressed and 4-byte aligned. Throws on a file that is not WOFF 1.0 or is damaged.
 *
 * @example
 * const ttf = await woffToSfnt(new Uint8Array(await (await fetch(url)).arrayBuffer()));
 */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < woffHeaderSize || view.getUint32(0) !== woffSignature) {
    throw new Error('Not a WOFF 1.0 font');
  }
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, index) => {
      const entry = woffHeaderSize + index * woffEntrySize;
      const tag = view.getUint32(entry);
      const offset = view.getUint32(entry + 4);
      const compLength = view.getUint32(entry + 8);
      const origLength = view.getUint32(entry + 12);
      const checksum = view.getUint32(entry + 16);
      if (offset + compLength > woff.byteLength) throw new Error('WOFF table out of range');
      const stored = woff.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(stored) : stored;
      if (data.byteLength !== origLength) throw new Error('WOFF table of the wrong length');
      return { tag, checksum, data };
    }),
  );
  // The sfnt directory lists tables by tag, ascending (OpenType spec, "Table Directory").
  tables.sort((a, b) => a.tag - b.tag);
  let size = sfntHeaderSize + numTables * sfntEntrySize;
  const offsets = tables.map((table) => {
    const offset = size;
    size += (table.data.byteLength + 3) & ~3;
    return offset;
  });
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * 16 - searchRange);
  tables.forEach((table, index) => {
    const entry = sfntHeaderSize + index * sfntEntrySize;
    out.setUint32(entry, table.tag);
    out.setUint32(entry + 4, table.checksum);
    out.setUint32(entry + 8, offsets[index]!);
    out.setUint32(entry + 12, table.data.byteLength);
    sfnt.set(table.data, offsets[index]);
  });
  return sfnt;
}
