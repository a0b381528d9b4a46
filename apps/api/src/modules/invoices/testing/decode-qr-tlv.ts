/**
 * Reads a QR code's Base64 text as ZATCA's tag-length-value fields (one byte tag, one byte
 * length, the value), written here apart from the encoder (zatca/qr-tlv.ts) so a test that
 * decodes with it checks the encoder rather than repeating it.
 *
 * @example
 * decodeQrTlv(invoice.qrCode).get(2); // the VAT number's bytes
 */
export function decodeQrTlv(base64: string): Map<number, Uint8Array> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, Uint8Array>();
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined || at + 2 + length > bytes.length) {
      throw new Error(`Truncated TLV field at byte ${at}`);
    }
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return fields;
}

/** A decoded field as UTF-8 text. */
export function tlvText(fields: Map<number, Uint8Array>, tag: number): string | undefined {
  const value = fields.get(tag);
  return value === undefined ? undefined : Buffer.from(value).toString('utf8');
}
