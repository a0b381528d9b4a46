/**
 * Saves a Blob as a file through a temporary object URL (the wallet pass, the tax invoice's PDF
 * and XML).
 *
 * @example
 * downloadBlob(pass, 'order-1001.pkpass');
 */
export function downloadBlob(blob: Blob, fileName: string): void {
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
