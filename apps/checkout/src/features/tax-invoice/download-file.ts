/**
 * Saves a Blob as a file through a temporary object URL. The confirmation feature has the same
 * few lines for its wallet pass; features do not import each other (lint/feature-boundaries.ts).
 *
 * @example
 * downloadFile(new Blob([xml], { type: 'application/xml' }), 'INV-000007.xml');
 */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click's download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A file name from a document number: characters a file system refuses become "-".
 *
 * @example
 * documentFileName('INV/000007', 'pdf'); // 'INV-000007.pdf'
 */
export function documentFileName(number: string, extension: 'pdf' | 'xml'): string {
  return `${number.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.${extension}`;
}
