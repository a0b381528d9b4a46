import { crc32 } from 'node:zlib';
import { zlibSync } from 'fflate';

/** An RGBA colour, each channel 0–255. */
export type Rgba = readonly [number, number, number, number];

/** The pass's background colour (also `backgroundColor` of pass.json). */
export const passBackground: Rgba = [30, 41, 59, 255];
/** The pass's text colour (also `foregroundColor`). */
export const passForeground: Rgba = [255, 255, 255, 255];
/** The colour of field labels (also `labelColor`). */
export const passLabel: Rgba = [203, 213, 225, 255];

const transparent: Rgba = [0, 0, 0, 0];
const pngSignature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * A `size`×`size` RGBA PNG: a disc of `disc` on `background`. Drawn here rather than shipped as
 * files, so the pass needs no assets beside the code.
 *
 * @example
 * const icon = discPng(29, passBackground, passForeground);
 */
export function discPng(size: number, background: Rgba, disc: Rgba): Uint8Array {
  const rowLength = 1 + size * 4; // filter byte "none", then the pixels
  const pixels = new Uint8Array(rowLength * size);
  const centre = (size - 1) / 2;
  const radius = size * 0.3;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inside = Math.hypot(x - centre, y - centre) <= radius;
      pixels.set(inside ? disc : background, y * rowLength + 1 + x * 4);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter set, no interlace
  const parts = [
    pngSignature,
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(pixels)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

let images: Readonly<Record<string, Uint8Array>> | undefined;

/**
 * The images every pass carries, by file name in the archive (drawn once): `icon.png` (29 pt) and
 * `icon@2x.png` for notifications and the lock screen, `logo.png` (50×50) beside the logo text.
 *
 * @example
 * const files = { ...passImages(), 'pass.json': passJsonBytes };
 */
export function passImages(): Readonly<Record<string, Uint8Array>> {
  images ??= {
    'icon.png': discPng(29, passBackground, passForeground),
    'icon@2x.png': discPng(58, passBackground, passForeground),
    'logo.png': discPng(50, transparent, passForeground),
  };
  return images;
}

/**
 * A colour as pass.json writes it.
 *
 * @example
 * cssRgb([30, 41, 59, 255]); // 'rgb(30, 41, 59)'
 */
export function cssRgb([red, green, blue]: Rgba): string {
  return `rgb(${red}, ${green}, ${blue})`;
}
