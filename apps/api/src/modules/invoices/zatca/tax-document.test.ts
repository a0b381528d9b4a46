import { createHash, createPublicKey, verify, X509Certificate } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceHash, parseXml } from './invoice-hash.ts';
import { InvoiceInputError } from './invoice-xml.ts';
import { generateDemoStampKeys, StampKeyError, type StampKeys } from './stamp-certificate.ts';
import { buildTaxDocument } from './tax-document.ts';
import { creditNoteInput, invoiceInput } from './testing/document-input.ts';
import { readQrText, readQrTlv } from './testing/qr-tlv-reader.ts';
import {
  signatureNamespaces,
  signedPropertiesDigest,
  signedPropertiesForHashing,
} from './xades-signature.ts';

const ds = signatureNamespaces.ds;

function textOf(xml: string, namespace: string, localName: string): string[] {
  return Array.from(parseXml(xml).getElementsByTagNameNS(namespace, localName)).map(
    (element) => element.textContent,
  );
}

function qrInXml(xml: string): string | undefined {
  const references = Array.from(
    parseXml(xml).getElementsByTagName('cac:AdditionalDocumentReference'),
  );
  const qr = references.find(
    (reference) => reference.getElementsByTagName('cbc:ID')[0]?.textContent === 'QR',
  );
  return qr?.getElementsByTagName('cbc:EmbeddedDocumentBinaryObject')[0]?.textContent;
}

describe('a phase 1 (generation) tax document', () => {
  const document = buildTaxDocument(invoiceInput(), null);

  it('has a QR code with tags 1–5 that an independent reader decodes as ZATCA specifies', () => {
    expect(readQrText(document.qrCode)).toEqual({
      1: 'شركة متجر الرياض التجريبي',
      2: '310122393500003',
      3: '2026-11-28T00:30:05',
      4: '126.50',
      5: '16.50',
    });
  });

  it('puts the same QR code in the XML, unsigned', () => {
    expect(qrInXml(document.xml)).toBe(document.qrCode);
    expect(document.xml).not.toContain('UBLExtensions');
    expect(document.xml).not.toContain('cac:Signature');
  });

  it('has a hash that recomputes from its XML', () => {
    expect(document.hash).toBe(invoiceHash(document.xml));
    expect(Buffer.from(document.hash, 'base64')).toHaveLength(32);
  });

  it("chains: the next document's PIH is this one's hash, and changing the PIH changes the hash", () => {
    const next = buildTaxDocument(
      creditNoteInput({ counter: 2, previousHash: document.hash }),
      null,
    );
    expect(next.xml).toContain(document.hash);
    const forked = buildTaxDocument(creditNoteInput({ counter: 2, previousHash: 'other' }), null);
    expect(forked.hash).not.toBe(next.hash);
  });

  it('passes input errors on', () => {
    expect(() => buildTaxDocument(invoiceInput({ vatTotal: 1 }), null)).toThrow(InvoiceInputError);
  });
});

describe('a phase 2 (integration) tax document, stamped', () => {
  let keys: StampKeys;
  let document: ReturnType<typeof buildTaxDocument>;
  beforeAll(() => {
    keys = generateDemoStampKeys('Riyadh Demo Store EGS', new Date('2026-11-01T00:00:00Z'));
    document = buildTaxDocument(invoiceInput(), keys);
  });

  it('has a QR code with tags 1–9', () => {
    const fields = readQrTlv(document.qrCode);
    expect([...fields.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(fields.get(1)?.toString('utf8')).toBe('شركة متجر الرياض التجريبي');
    expect(fields.get(6)?.toString('utf8')).toBe(document.hash);
    expect(qrInXml(document.xml)).toBe(document.qrCode);
  });

  it("has tag 7's signature over tag 6's hash, verified with tag 8's public key", () => {
    const fields = readQrTlv(document.qrCode);
    const publicKey = createPublicKey({
      key: fields.get(8) ?? Buffer.alloc(0),
      format: 'der',
      type: 'spki',
    });
    expect(publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    const hash = Buffer.from(fields.get(6)?.toString('utf8') ?? '', 'base64');
    const signature = Buffer.from(fields.get(7)?.toString('utf8') ?? '', 'base64');
    expect(verify('sha256', hash, publicKey, signature)).toBe(true);
    // Any other hash fails: the check can fail.
    expect(verify('sha256', Buffer.alloc(32), publicKey, signature)).toBe(false);
  });

  it("has tag 9: the certificate's own signature (self-signed demo)", () => {
    const fields = readQrTlv(document.qrCode);
    const certificate = new X509Certificate(keys.certificatePem);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    const raw = certificate.raw;
    // The certificate's DER ends with its signature BIT STRING: tag 9 is its content.
    expect(
      raw
        .subarray(raw.length - (fields.get(9)?.length ?? 0))
        .equals(fields.get(9) ?? Buffer.alloc(1)),
    ).toBe(true);
    expect(
      fields.get(8)?.equals(certificate.publicKey.export({ type: 'spki', format: 'der' })),
    ).toBe(true);
  });

  it('has a hash that recomputes from the signed XML', () => {
    expect(invoiceHash(document.xml)).toBe(document.hash);
    expect(textOf(document.xml, ds, 'DigestValue')[0]).toBe(document.hash);
  });

  it('signs the hash in the XML: ds:SignatureValue verifies with the certificate in ds:KeyInfo', () => {
    const [certificateText] = textOf(document.xml, ds, 'X509Certificate');
    const certificate = new X509Certificate(Buffer.from(certificateText ?? '', 'base64'));
    const [signature] = textOf(document.xml, ds, 'SignatureValue');
    expect(
      verify(
        'sha256',
        Buffer.from(document.hash, 'base64'),
        certificate.publicKey,
        Buffer.from(signature ?? '', 'base64'),
      ),
    ).toBe(true);
  });

  it('carries the XAdES signed properties: signing time, certificate digest, issuer, serial', () => {
    const certificate = new X509Certificate(keys.certificatePem);
    const xades = signatureNamespaces.xades;
    expect(textOf(document.xml, xades, 'SigningTime')).toEqual(['2026-11-28T00:30:05']);
    const certificateBase64 = certificate.raw.toString('base64');
    const digest = Buffer.from(
      createHash('sha256').update(certificateBase64).digest('hex'),
    ).toString('base64');
    // DigestValues: the invoice, the signed properties, the certificate.
    expect(textOf(document.xml, ds, 'DigestValue')[2]).toBe(digest);
    expect(textOf(document.xml, ds, 'X509IssuerName')).toEqual(['CN=Riyadh Demo Store EGS, C=SA']);
    expect(textOf(document.xml, ds, 'X509SerialNumber')).toEqual([
      BigInt(`0x${certificate.serialNumber}`).toString(10),
    ]);
  });

  it('states the signed properties digest that recomputes from the XML', () => {
    const xades = signatureNamespaces.xades;
    const [signingTime = '', certificateDigest = ''] = [
      ...textOf(document.xml, xades, 'SigningTime'),
      textOf(document.xml, ds, 'DigestValue')[2],
    ];
    const values = {
      signingTime,
      certificateDigest,
      issuerName: textOf(document.xml, ds, 'X509IssuerName')[0] ?? '',
      serialNumber: textOf(document.xml, ds, 'X509SerialNumber')[0] ?? '',
    };
    expect(textOf(document.xml, ds, 'DigestValue')[1]).toBe(signedPropertiesDigest(values));
    expect(signedPropertiesDigest({ ...values, signingTime: '2026-11-28T00:30:06' })).not.toBe(
      textOf(document.xml, ds, 'DigestValue')[1],
    );
  });

  it('lays the signed properties out exactly as ZATCA hashes them, as its SDK does', () => {
    const xades = signatureNamespaces.xades;
    const values = {
      signingTime: textOf(document.xml, xades, 'SigningTime')[0] ?? '',
      certificateDigest: textOf(document.xml, ds, 'DigestValue')[2] ?? '',
      issuerName: textOf(document.xml, ds, 'X509IssuerName')[0] ?? '',
      serialNumber: textOf(document.xml, ds, 'X509SerialNumber')[0] ?? '',
    };
    const start = document.xml.indexOf('<xades:SignedProperties');
    const end =
      document.xml.indexOf('</xades:SignedProperties>') + '</xades:SignedProperties>'.length;
    const inDocument = document.xml.slice(start, end);
    // The same text but for the namespace declarations the document's ancestors make.
    expect(inDocument).toBe(
      signedPropertiesForHashing(values).replace(/ xmlns:(ds|xades)="[^"]*"/g, ''),
    );
    expect(document.xml).toMatch(/<Invoice [^>]*><ext:UBLExtensions>\n {4}<ext:UBLExtension>/);
  });

  it('stamps a credit note too, referencing its invoice', () => {
    const note = buildTaxDocument(creditNoteInput({ previousHash: document.hash }), keys);
    expect(invoiceHash(note.xml)).toBe(note.hash);
    expect(note.xml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(
      textOf(
        note.xml,
        'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
        'InvoiceDocumentReference',
      ),
    ).toHaveLength(1);
    expect(readQrTlv(note.qrCode).size).toBe(9);
  });

  it('refuses a key that does not match the certificate', () => {
    const other = generateDemoStampKeys('Other', new Date('2026-11-01T00:00:00Z'));
    expect(() =>
      buildTaxDocument(invoiceInput(), {
        privateKeyPem: other.privateKeyPem,
        certificatePem: keys.certificatePem,
      }),
    ).toThrow(StampKeyError);
  });

  it('refuses to stamp outside the certificate validity (a year from its issue for the demo)', () => {
    const after = invoiceInput({ issuedAt: new Date('2027-11-02T00:00:00Z') });
    const before = invoiceInput({ issuedAt: new Date('2026-10-31T23:59:59Z') });
    expect(() => buildTaxDocument(after, keys)).toThrow(StampKeyError);
    expect(() => buildTaxDocument(before, keys)).toThrow(StampKeyError);
    expect(() =>
      buildTaxDocument(invoiceInput({ issuedAt: new Date('2027-10-31T00:00:00Z') }), keys),
    ).not.toThrow();
  });

  it('refuses a key or certificate that is not secp256k1 PEM', () => {
    expect(() => buildTaxDocument(invoiceInput(), { ...keys, certificatePem: 'nope' })).toThrow(
      StampKeyError,
    );
    expect(() => buildTaxDocument(invoiceInput(), { ...keys, privateKeyPem: 'nope' })).toThrow(
      StampKeyError,
    );
  });
});
