import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { ublNamespaces } from './invoice-xml.ts';

/** XML that does not parse. */
export class InvoiceXmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvoiceXmlError';
  }
}

/** Parses XML into a DOM, failing on any error rather than guessing. */
export function parseXml(xml: string): Document {
  const fail = (message: string) => {
    throw new InvoiceXmlError(`Invalid XML: ${message}`);
  };
  const document = new DOMParser({
    errorHandler: { warning: () => undefined, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (!document.documentElement) throw new InvoiceXmlError('Invalid XML: no root element');
  return document;
}

function elements(root: Element, namespace: string, localName: string): Element[] {
  return Array.from(root.getElementsByTagNameNS(namespace, localName));
}

function isQrReference(element: Element): boolean {
  return Array.from(element.childNodes).some(
    (child) =>
      child.nodeType === child.ELEMENT_NODE &&
      (child as Element).namespaceURI === ublNamespaces.cbc &&
      (child as Element).localName === 'ID' &&
      child.textContent === 'QR',
  );
}

/**
 * The invoice as ZATCA hashes it (XML implementation standard; the signature's transforms):
 * without `ext:UBLExtensions`, `cac:Signature` and the QR code's `cac:AdditionalDocumentReference`,
 * canonicalized. The whitespace around the removed elements stays, as the XPath filters leave it.
 *
 * ZATCA names C14N 1.1; xml-crypto implements C14N 1.0, which gives the same bytes here: the two
 * differ only in how `xml:id`, `xml:base` and other `xml:` attributes are inherited into a
 * document subset, and an invoice has none.
 */
export function canonicalInvoice(xml: string): string {
  const root = parseXml(xml).documentElement;
  const removed = [
    ...elements(root, ublNamespaces.ext, 'UBLExtensions'),
    ...elements(root, ublNamespaces.cac, 'Signature'),
    ...elements(root, ublNamespaces.cac, 'AdditionalDocumentReference').filter(isQrReference),
  ];
  for (const element of removed) element.parentNode?.removeChild(element);
  if (xmlAttributes(root)) {
    throw new InvoiceXmlError(
      'xml: attributes are not supported (C14N 1.0 and 1.1 differ on them)',
    );
  }
  return new C14nCanonicalization().process(root, {});
}

function xmlAttributes(root: Element): boolean {
  return Array.from(root.getElementsByTagName('*'))
    .concat(root)
    .some((element) =>
      Array.from(element.attributes).some((attribute) => attribute.name.startsWith('xml:')),
    );
}

/** ZATCA's invoice hash: Base64 of the SHA-256 of the canonical invoice. */
export function invoiceHash(xml: string): string {
  return createHash('sha256').update(canonicalInvoice(xml), 'utf8').digest('base64');
}

/**
 * The previous-invoice hash of a tenant's first document (ZATCA's XML implementation standard,
 * KSA-13): the SHA-256 of "0", written in hex, then Base64 of that text.
 */
export const firstPreviousHash: string = Buffer.from(
  createHash('sha256').update('0').digest('hex'),
).toString('base64');
