// ZATCA's simplified tax invoice and credit note, pure (docs/decisions/0041-zatca-documents.md):
// UBL 2.1 XML, the invoice hash, the QR code, and the phase 2 stamp. Nothing here touches the
// database, the clock or the network: the caller passes the time, the counter and the keys.
export { buildTaxDocument, type TaxDocument } from './tax-document.ts';
export { firstPreviousHash, invoiceHash, InvoiceXmlError } from './invoice-hash.ts';
export { InvoiceInputError, type InvoiceDocumentInput } from './invoice-xml.ts';
export {
  generateDemoStampKeys,
  readStampCertificate,
  StampKeyError,
  type StampKeys,
} from './stamp-certificate.ts';
export { QrFieldTooLongError } from './qr-tlv.ts';
