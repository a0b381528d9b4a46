import { describe, expect, it } from 'vitest';
import { encodeQrTlv, invoiceQrCode, qrCodeBase64, QrFieldTooLongError } from './qr-tlv.ts';
import { readQrText, readQrTlv } from './testing/qr-tlv-reader.ts';

const summary = {
  sellerName: 'Salla',
  vatNumber: '1234567891',
  timestamp: '2021-07-12T14:25:09Z',
  totalInclVat: '100.00',
  vatTotal: '15.00',
};

describe('the QR code TLV', () => {
  it('writes tag, one length byte, and the UTF-8 value', () => {
    expect([
      ...encodeQrTlv([
        { tag: 1, value: 'AB' },
        { tag: 2, value: 'ش' },
      ]),
    ]).toEqual([1, 2, 0x41, 0x42, 2, 2, 0xd8, 0xb4]);
  });

  it("matches a published phase 1 example (Salla's ZATCA README) byte for byte", () => {
    expect(invoiceQrCode(summary, null)).toBe(
      'AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=',
    );
  });

  it('keeps an Arabic seller name, counting its length in bytes', () => {
    const name = 'شركة متجر الرياض';
    const fields = readQrTlv(invoiceQrCode({ ...summary, sellerName: name }, null));
    expect(fields.get(1)?.toString('utf8')).toBe(name);
    expect(fields.get(1)?.length).toBe(Buffer.byteLength(name));
    expect(fields.get(1)?.length).toBeGreaterThan(name.length);
  });

  it('writes a length from 128 to 255 in its one byte, as ZATCA specifies', () => {
    const name = 'م'.repeat(100); // 200 bytes
    const bytes = encodeQrTlv([{ tag: 1, value: name }]);
    expect(bytes[1]).toBe(200);
    expect(readQrText(qrCodeBase64([{ tag: 1, value: name }]))[1]).toBe(name);
  });

  it('refuses a value over 255 bytes rather than write a wrong length', () => {
    expect(() => encodeQrTlv([{ tag: 1, value: 'م'.repeat(128) }])).toThrow(QrFieldTooLongError);
    expect(() => encodeQrTlv([{ tag: 1, value: 'a'.repeat(255) }])).not.toThrow();
  });

  it('refuses a tag that is not one byte', () => {
    expect(() => encodeQrTlv([{ tag: 0, value: 'a' }])).toThrow(RangeError);
    expect(() => encodeQrTlv([{ tag: 256, value: 'a' }])).toThrow(RangeError);
  });

  it('adds tags 6 to 9 for a stamped document, bytes as given', () => {
    const stamp = {
      invoiceHash: 'hash=',
      signature: 'sig=',
      publicKey: new Uint8Array([0x30, 0x56, 0x00]),
      certificateSignature: new Uint8Array([0x30, 0x45, 0xff]),
    };
    const fields = readQrTlv(invoiceQrCode(summary, stamp));
    expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(fields.get(6)?.toString('utf8')).toBe('hash=');
    expect(fields.get(7)?.toString('utf8')).toBe('sig=');
    expect([...(fields.get(8) ?? [])]).toEqual([0x30, 0x56, 0x00]);
    expect([...(fields.get(9) ?? [])]).toEqual([0x30, 0x45, 0xff]);
  });
});
