/**
 * The QR code of a Saudi tax invoice (ZATCA, "Structure of the QR code for electronic tax
 * invoices"; docs/product/invoice-xml-and-stamp.md): a sequence of tag-length-value fields, each
 * one byte of tag, one byte of length (the value's byte count) and the value's bytes, the whole
 * in Base64. Written by hand: it is a dozen lines, and ZATCA's one-byte length is not BER-TLV, so a
 * general TLV library would encode long values differently from what ZATCA's readers expect.
 */

/** One field of the QR code: its tag and its value (text is encoded as UTF-8). */
export interface QrField {
  tag: number;
  value: string | Uint8Array;
}

/** ZATCA stores the length in one byte, so a value holds at most 255 bytes. */
export const maxQrValueBytes = 255;

/** A field ZATCA's one-byte tag or length cannot carry. */
export class QrFieldTooLongError extends RangeError {
  readonly tag: number;
  readonly byteLength: number;

  constructor(tag: number, byteLength: number) {
    super(
      `QR tag ${String(tag)} is ${String(byteLength)} bytes; ZATCA's TLV length is one byte (at most ${String(maxQrValueBytes)})`,
    );
    this.name = 'QrFieldTooLongError';
    this.tag = tag;
    this.byteLength = byteLength;
  }
}

const utf8 = new TextEncoder();

/** The TLV bytes of the fields, in the order given. */
export function encodeQrTlv(fields: readonly QrField[]): Uint8Array {
  const parts = fields.map(({ tag, value }) => {
    if (!Number.isInteger(tag) || tag < 1 || tag > 255) {
      throw new RangeError(`A QR tag is one byte from 1 to 255, not ${String(tag)}`);
    }
    const bytes = typeof value === 'string' ? utf8.encode(value) : value;
    if (bytes.length > maxQrValueBytes) throw new QrFieldTooLongError(tag, bytes.length);
    const field = new Uint8Array(2 + bytes.length);
    field[0] = tag;
    field[1] = bytes.length;
    field.set(bytes, 2);
    return field;
  });
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The QR code's text: Base64 of the TLV bytes. */
export function qrCodeBase64(fields: readonly QrField[]): string {
  return Buffer.from(encodeQrTlv(fields)).toString('base64');
}

/** The phase 1 fields (tags 1–5) every simplified invoice carries. */
export interface QrInvoiceSummary {
  /** Tag 1: the seller's name as registered for VAT (the Arabic legal name). */
  sellerName: string;
  /** Tag 2: the seller's VAT registration number. */
  vatNumber: string;
  /** Tag 3: the invoice's date and time, as the XML's IssueDate and IssueTime. */
  timestamp: string;
  /** Tag 4: the invoice total with VAT, 2 decimals. */
  totalInclVat: string;
  /** Tag 5: the VAT total, 2 decimals. */
  vatTotal: string;
}

/**
 * The phase 2 fields (tags 6–9): as ZATCA's SDK writes them, the hash and the signature as their
 * Base64 text, the public key and the certificate's signature as raw DER bytes.
 */
export interface QrStamp {
  /** Tag 6: the invoice hash, Base64. */
  invoiceHash: string;
  /** Tag 7: the ECDSA signature over the invoice hash, Base64 of its DER. */
  signature: string;
  /** Tag 8: the stamp key's public key, DER SubjectPublicKeyInfo. */
  publicKey: Uint8Array;
  /** Tag 9: the CA's signature over the stamp key's certificate, DER. */
  certificateSignature: Uint8Array;
}

/** The Base64 QR text: tags 1–5, plus 6–9 when the document is stamped. */
export function invoiceQrCode(summary: QrInvoiceSummary, stamp: QrStamp | null): string {
  const fields: QrField[] = [
    { tag: 1, value: summary.sellerName },
    { tag: 2, value: summary.vatNumber },
    { tag: 3, value: summary.timestamp },
    { tag: 4, value: summary.totalInclVat },
    { tag: 5, value: summary.vatTotal },
  ];
  if (stamp) {
    fields.push(
      { tag: 6, value: stamp.invoiceHash },
      { tag: 7, value: stamp.signature },
      { tag: 8, value: stamp.publicKey },
      { tag: 9, value: stamp.certificateSignature },
    );
  }
  return qrCodeBase64(fields);
}
