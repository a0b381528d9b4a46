/**
 * Reads a file as a `data:` URL for an image preview. A data URL, not a `blob:` one, because the
 * API's Content-Security-Policy allows `img-src 'self' data:` only.
 *
 * @example
 * const src = await readAsDataUrl(file);
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
