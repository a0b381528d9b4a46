/** A QR code's dark modules: `size` × `size`, row by row. */
export interface QrMatrix {
  size: number;
  isDark: (row: number, column: number) => boolean;
}

/**
 * Encodes the invoice's QR text (ZATCA's Base64 TLV) with the kept `qrcode` library, loaded on
 * demand so neither the checkout's first load nor the order page's carries it. Error correction
 * M (15 %) keeps a 9-tag phase-2 code readable from a receipt without making it too dense.
 *
 * @example
 * const matrix = await qrMatrix(invoice.qrCode);
 */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) !== 0 };
}

/**
 * One SVG path of the dark modules, one unit per module, for an SVG `viewBox` of the size plus a
 * quiet zone of `margin` modules on each side (the QR standard asks for 4). The PDF draws the
 * same path, so the screen, the print and the file show the one code.
 *
 * @example
 * qrPath({ size: 1, isDark: () => true }, 4); // 'M4 4h1v1h-1z'
 */
export function qrPath(matrix: QrMatrix, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.isDark(row, column)) parts.push(`M${column + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return parts.join('');
}
