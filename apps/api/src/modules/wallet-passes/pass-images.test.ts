import { crc32 } from 'node:zlib';
import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { discPng, passBackground, passForeground, passImages } from './pass-images.ts';

interface Chunk {
  type: string;
  data: Uint8Array;
  crcMatches: boolean;
}

/** Splits a PNG into its chunks, checking each CRC. */
function chunksOf(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = view.getUint32(offset);
    const type = new TextDecoder().decode(png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = view.getUint32(offset + 8 + length);
    chunks.push({
      type,
      data,
      crcMatches: crc === crc32(png.subarray(offset + 4, offset + 8 + length)),
    });
    offset += 12 + length;
  }
  return chunks;
}

describe('discPng', () => {
  it('is a PNG with valid chunks, the size asked, and a disc on the background', () => {
    const png = discPng(29, passBackground, passForeground);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = chunksOf(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((chunk) => chunk.crcMatches)).toBe(true);
    const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([29, 29]);
    expect([...chunks[0]!.data.subarray(8)]).toEqual([8, 6, 0, 0, 0]);

    const rows = unzlibSync(chunks[1]!.data);
    const rowLength = 1 + 29 * 4;
    expect(rows.length).toBe(rowLength * 29);
    const pixel = (x: number, y: number) => [
      ...rows.subarray(y * rowLength + 1 + x * 4, y * rowLength + 5 + x * 4),
    ];
    expect(pixel(14, 14)).toEqual([...passForeground]);
    expect(pixel(0, 0)).toEqual([...passBackground]);
  });
});

describe('passImages', () => {
  it('holds the icon at 1× and 2× and the logo, each a PNG', () => {
    const images = passImages();
    expect(Object.keys(images).sort()).toEqual(['icon.png', 'icon@2x.png', 'logo.png']);
    const width = (png: Uint8Array) => new DataView(png.buffer, png.byteOffset).getUint32(16);
    expect(width(images['icon.png']!)).toBe(29);
    expect(width(images['icon@2x.png']!)).toBe(58);
    expect(width(images['logo.png']!)).toBe(50);
  });
});
