import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { invoiceHash, parseXml } from './invoice-hash.ts';
import { ublNamespaces } from './invoice-xml.ts';
import { invoiceQrCode } from './qr-tlv.ts';
import { readStampCertificate } from './stamp-certificate.ts';
import { readQrText, readQrTlv } from './testing/qr-tlv-reader.ts';
import { signatureNamespaces, signedPropertiesDigest } from './xades-signature.ts';

// ZATCA's own signed samples (testing/zatca-sdk-samples/README.md): what its SDK wrote is the
// answer each computation here must reproduce.

function sample(name: string): string {
  return readFileSync(new URL(`./testing/zatca-sdk-samples/${name}`, import.meta.url), 'utf8');
}

function texts(xml: string, namespace: string, localName: string): string[] {
  return Array.from(parseXml(xml).getElementsByTagNameNS(namespace, localName)).map(
    (element) => element.textContent,
  );
}

function qrOf(xml: string): string {
  const references = Array.from(
    parseXml(xml).getElementsByTagNameNS(ublNamespaces.cac, 'AdditionalDocumentReference'),
  );
  const qr = references.find(
    (reference) =>
      reference.getElementsByTagNameNS(ublNamespaces.cbc, 'ID')[0]?.textContent === 'QR',
  );
  const text = qr?.getElementsByTagNameNS(ublNamespaces.cbc, 'EmbeddedDocumentBinaryObject')[0];
  if (!text) throw new Error('no QR code in the sample');
  return text.textContent;
}

const ds = signatureNamespaces.ds;
const cbc = ublNamespaces.cbc;

describe.each(['Simplified_Invoice.xml', 'Simplified_Credit_Note.xml'])(
  "ZATCA's SDK sample %s",
  (name) => {
    const xml = sample(name);
    const [invoiceDigest = '', propertiesDigest, certificateDigest = ''] = texts(
      xml,
      ds,
      'DigestValue',
    );
    const certificate = readStampCertificate(
      `-----BEGIN CERTIFICATE-----\n${texts(xml, ds, 'X509Certificate')[0] ?? ''}\n-----END CERTIFICATE-----\n`,
    );

    it('hashes to the invoice digest ZATCA signed, which is also its QR tag 6', () => {
      expect(invoiceHash(xml)).toBe(invoiceDigest);
      expect(readQrText(qrOf(xml))[6]).toBe(invoiceDigest);
    });

    it('hashes differently once a hashed field changes', () => {
      const tampered = xml.replace('<cbc:ID>1</cbc:ID>', '<cbc:ID>2</cbc:ID>');
      expect(tampered).not.toBe(xml);
      expect(invoiceHash(tampered)).not.toBe(invoiceDigest);
    });

    it('gives the signed-properties digest ZATCA signed', () => {
      expect(
        signedPropertiesDigest({
          signingTime: texts(xml, signatureNamespaces.xades, 'SigningTime')[0] ?? '',
          certificateDigest,
          issuerName: texts(xml, ds, 'X509IssuerName')[0] ?? '',
          serialNumber: texts(xml, ds, 'X509SerialNumber')[0] ?? '',
        }),
      ).toBe(propertiesDigest);
    });

    it('reads its certificate as the XAdES properties state it', () => {
      expect(certificate.digest).toBe(certificateDigest);
      expect(texts(xml, ds, 'X509IssuerName')).toEqual([certificate.issuerName]);
      expect(texts(xml, ds, 'X509SerialNumber')).toEqual([certificate.serialNumber]);
      expect(certificate.issuerName).toBe('CN=PRZEINVOICESCA4-CA, DC=extgazt, DC=gov, DC=local');
    });

    it("has a signature that verifies over the hash's bytes with QR tag 8's key", () => {
      const fields = readQrTlv(qrOf(xml));
      const publicKey = createPublicKey({
        key: fields.get(8) ?? Buffer.alloc(0),
        format: 'der',
        type: 'spki',
      });
      const signature = Buffer.from(texts(xml, ds, 'SignatureValue')[0] ?? '', 'base64');
      expect(fields.get(7)?.toString('utf8')).toBe(signature.toString('base64'));
      expect(verify('sha256', Buffer.from(invoiceDigest, 'base64'), publicKey, signature)).toBe(
        true,
      );
    });

    it("has a QR code this encoder writes byte for byte from the document's fields", () => {
      const qrCode = qrOf(xml);
      const fields = readQrText(qrCode);
      // Tags 1–3 are the seller's registered name, its VAT number, IssueDate 'T' IssueTime.
      expect(fields[1]).toBe(texts(xml, cbc, 'RegistrationName')[0]);
      expect(fields[2]).toBe(texts(xml, cbc, 'CompanyID')[0]);
      expect(fields[3]).toBe(
        `${texts(xml, cbc, 'IssueDate')[0]}T${texts(xml, cbc, 'IssueTime')[0]}`,
      );
      const stamp = readQrTlv(qrCode);
      expect(
        invoiceQrCode(
          {
            sellerName: fields[1] ?? '',
            vatNumber: fields[2] ?? '',
            timestamp: fields[3] ?? '',
            totalInclVat: fields[4] ?? '',
            vatTotal: fields[5] ?? '',
          },
          {
            invoiceHash: invoiceDigest,
            signature: texts(xml, ds, 'SignatureValue')[0] ?? '',
            publicKey: certificate.publicKey,
            certificateSignature: certificate.signature,
          },
        ),
      ).toBe(qrCode);
      expect(stamp.get(9)?.equals(certificate.signature)).toBe(true);
    });
  },
);

describe('the signed-properties digest of an older ZATCA sample (2022, UTC signing time)', () => {
  it('is reproduced too', () => {
    // ZATCA's 2022 sample as kept in wes4m/zatca-xml-js (src/samples): signed by
    // TSZEINVOICE-SubCA-1, the digest it states for these values.
    expect(
      signedPropertiesDigest({
        signingTime: '2022-08-10T17:44:09Z',
        certificateDigest:
          'NjlhOTVmYzIzN2I0MjcxNGRjNDQ1N2EzM2I5NGNjNDUyZmQ5ZjExMDUwNGM2ODNjNDAxMTQ0ZDk1NDQ4OTRmYg==',
        issuerName: 'CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local',
        serialNumber: '2475382876776561391517206651645660279462721580',
      }),
    ).toBe(
      'YzBjNDk5M2I1MDQyM2NkZjBhYjZiZDIzOGE1ZWU4NTFmODY4Nzk2NzA3NjJkM2ZlNDFmNDMyZjMyMzkyNzQxMA==',
    );
  });
});
