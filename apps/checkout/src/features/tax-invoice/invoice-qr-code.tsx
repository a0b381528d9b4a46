import { useEffect, useState } from 'react';
import { qrMatrix, qrPath, type QrMatrix } from './qr-matrix.ts';

/** The quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
export const qrMargin = 4;

/** Props of {@link InvoiceQrCode}. */
export interface InvoiceQrCodeProps {
  /** ZATCA's Base64 TLV text, as the API gives it in `qrCode`. */
  text: string;
  /** The code's accessible name. */
  label: string;
}

/**
 * The invoice's QR code as an SVG (crisp at any zoom and in print). The encoder loads on demand;
 * until then a blank square of the same size keeps the layout still. The Base64 text rides in
 * `data-qr-text` so a test can read what was encoded.
 *
 * @example
 * <InvoiceQrCode text={invoice.qrCode} label={t('invoice.qrLabel')} />
 */
export function InvoiceQrCode({ text, label }: InvoiceQrCodeProps) {
  const [matrix, setMatrix] = useState<{ text: string; matrix: QrMatrix } | null>(null);
  useEffect(() => {
    let current = true;
    void qrMatrix(text).then(
      (made) => {
        if (current) setMatrix({ text, matrix: made });
      },
      // Text too long for a QR code: the square stays blank; the invoice is still valid on screen.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  const ready = matrix?.text === text ? matrix.matrix : null;
  const side = ready ? ready.size + qrMargin * 2 : 1;
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-text={text}
      data-qr-ready={ready ? 'true' : 'false'}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-36 shrink-0 bg-white print:size-32"
    >
      <rect width={side} height={side} fill="#fff" />
      {ready ? <path d={qrPath(ready, qrMargin)} fill="#000" /> : null}
    </svg>
  );
}
