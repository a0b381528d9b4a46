/**
 * A file name from a document number: characters a file system refuses become "-".
 *
 * @example
 * documentFileName('INV/000007', 'pdf'); // 'INV-000007.pdf'
 */
export function documentFileName(number: string, extension: 'pdf' | 'xml'): string {
  return `${number.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.${extension}`;
}
