/**
 * Whether a file is at most `maxBytes` long (docs/product/validation.md, file helper checks).
 *
 * @example
 * fileWithinSize(file, receiptMaxBytes);
 */
export function fileWithinSize(file: { size: number }, maxBytes: number): boolean {
  return file.size <= maxBytes;
}
