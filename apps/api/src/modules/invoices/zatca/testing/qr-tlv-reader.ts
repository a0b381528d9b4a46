/**
 * A TLV reader for the tests, written apart from the encoder (ZATCA's QR structure: one byte tag,
 * one byte length, the value) so that a mistake in one is not mirrored in the other.
 */
export function readQrTlv(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const fields = new Map<number, Buffer>();
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes.readUInt8(at);
    const length = bytes.readUInt8(at + 1);
    const end = at + 2 + length;
    if (end > bytes.length) throw new Error(`tag ${String(tag)} runs past the end`);
    if (fields.has(tag)) throw new Error(`tag ${String(tag)} repeats`);
    fields.set(tag, bytes.subarray(at + 2, end));
    at = end;
  }
  return fields;
}

/** The text of each tag (UTF-8). */
export function readQrText(base64: string): Record<number, string> {
  return Object.fromEntries(
    [...readQrTlv(base64)].map(([tag, value]) => [tag, value.toString('utf8')]),
  );
}
