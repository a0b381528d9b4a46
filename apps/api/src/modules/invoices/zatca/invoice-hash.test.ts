import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalInvoice,
  firstPreviousHash,
  invoiceHash,
  InvoiceXmlError,
} from './invoice-hash.ts';

const namespaces =
  'xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ' +
  'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ' +
  'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" ' +
  'xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"';

function invoice(parts: { extension?: string; qr?: string; signature?: string; id?: string }) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Invoice ${namespaces}>`,
    parts.extension ?? '',
    `    <cbc:ID>${parts.id ?? 'INV-1'}</cbc:ID>`,
    '    <cac:AdditionalDocumentReference>',
    '        <cbc:ID>PIH</cbc:ID>',
    '    </cac:AdditionalDocumentReference>',
    parts.qr ?? '',
    parts.signature ?? '',
    '    <cac:AccountingCustomerParty/>',
    '</Invoice>',
  ].join('\n');
}

describe("ZATCA's invoice hash", () => {
  it('is the published seed for the first invoice: SHA-256 of "0", hex, then Base64', () => {
    expect(firstPreviousHash).toBe(
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    );
  });

  it('leaves out the extension, the signature and the QR reference, whatever they hold', () => {
    const a = invoice({
      extension:
        '    <ext:UBLExtensions><ext:UBLExtension>one</ext:UBLExtension></ext:UBLExtensions>',
      qr: '    <cac:AdditionalDocumentReference><cbc:ID>QR</cbc:ID><cbc:X>one</cbc:X></cac:AdditionalDocumentReference>',
      signature: '    <cac:Signature><cbc:ID>one</cbc:ID></cac:Signature>',
    });
    const b = invoice({
      extension:
        '    <ext:UBLExtensions><ext:UBLExtension>two</ext:UBLExtension></ext:UBLExtensions>',
      qr: '    <cac:AdditionalDocumentReference><cbc:ID>QR</cbc:ID><cbc:X>two</cbc:X></cac:AdditionalDocumentReference>',
      signature: '    <cac:Signature><cbc:ID>two</cbc:ID></cac:Signature>',
    });
    expect(invoiceHash(a)).toBe(invoiceHash(b));
    expect(canonicalInvoice(a)).not.toContain('UBLExtensions');
    expect(canonicalInvoice(a)).not.toContain('<cbc:ID>QR</cbc:ID>');
    expect(canonicalInvoice(a)).not.toContain('cac:Signature');
    // The PIH reference is another AdditionalDocumentReference: it stays.
    expect(canonicalInvoice(a)).toContain('<cbc:ID>PIH</cbc:ID>');
  });

  it('changes when the hashed content changes', () => {
    expect(invoiceHash(invoice({ id: 'INV-1' }))).not.toBe(invoiceHash(invoice({ id: 'INV-2' })));
  });

  it('is the SHA-256 of the canonical form, in Base64', () => {
    const xml = invoice({});
    const canonical = canonicalInvoice(xml);
    // C14N: no XML declaration, empty elements as start and end tags.
    expect(canonical.startsWith('<Invoice xmlns=')).toBe(true);
    expect(canonical).toContain('<cac:AccountingCustomerParty></cac:AccountingCustomerParty>');
    expect(invoiceHash(xml)).toBe(createHash('sha256').update(canonical).digest('base64'));
  });

  it('does not depend on attribute order or quoting (canonical form)', () => {
    const one = `<Invoice ${namespaces}><cbc:ID a="1" b='2'>x</cbc:ID></Invoice>`;
    const two = `<Invoice ${namespaces}><cbc:ID b="2"  a="1">x</cbc:ID></Invoice>`;
    expect(invoiceHash(one)).toBe(invoiceHash(two));
  });

  it('refuses XML that does not parse', () => {
    expect(() => invoiceHash('<Invoice><cbc:ID>')).toThrow(InvoiceXmlError);
    expect(() => invoiceHash('not xml')).toThrow(InvoiceXmlError);
  });
});
