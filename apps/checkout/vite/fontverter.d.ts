// fontverter ships no types; the one function the font test uses.
declare module 'fontverter' {
  export function convert(
    font: Buffer,
    toFormat: 'sfnt' | 'woff' | 'woff2',
    fromFormat?: 'sfnt' | 'woff' | 'woff2',
  ): Promise<Buffer>;
}
