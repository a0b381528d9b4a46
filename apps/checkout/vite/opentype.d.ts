// opentype.js ships no types; the parts the riyal sign font build uses.
declare module 'opentype.js' {
  class Path {
    moveTo(x: number, y: number): void;
    lineTo(x: number, y: number): void;
    curveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
    close(): void;
  }
  class Glyph {
    constructor(options: { name: string; unicode?: number; advanceWidth: number; path: Path });
  }
  class Font {
    constructor(options: {
      familyName: string;
      styleName: string;
      unitsPerEm: number;
      ascender: number;
      descender: number;
      copyright?: string;
      licenseURL?: string;
      glyphs: Glyph[];
    });
    toArrayBuffer(): ArrayBuffer;
  }
  const opentype: { Path: typeof Path; Glyph: typeof Glyph; Font: typeof Font };
  export default opentype;
  export type { Path, Glyph, Font };
}
