import { createPublicKey, verify } from 'node:crypto';
import { invoiceHash } from './invoice-hash.ts';
import {
  formatAmount,
  issueDateTime,
  renderInvoiceXml,
  type InvoiceDocumentInput,
} from './invoice-xml.ts';
import { invoiceQrCode, type QrInvoiceSummary } from './qr-tlv.ts';
import {
  readStampCertificate,
  signInvoiceHash,
  StampKeyError,
  type StampKeys,
} from './stamp-certificate.ts';
import { signatureExtension, signedProperties, signedPropertiesDigest } from './xades-signature.ts';

/** A tax document as issued: its XML, its hash (the next document's PIH) and its QR code. */
export interface TaxDocument {
  xml: string;
  hash: string;
  qrCode: string;
}

function qrSummary(input: InvoiceDocumentInput): QrInvoiceSummary {
  const { date, time } = issueDateTime(input.issuedAt);
  return {
    sellerName: input.seller.legalNameAr,
    vatNumber: input.seller.vatNumber,
    timestamp: `${date}T${time}`,
    totalInclVat: formatAmount(input.totalInclVat),
    vatTotal: formatAmount(input.vatTotal),
  };
}

/**
 * Builds a simplified tax invoice or credit note (docs/product/invoice-xml-and-stamp.md).
 * Without a stamp (ZATCA's phase 1, 'generation'): the unsigned UBL XML and a QR code with tags
 * 1–5. With one (phase 2, 'integration'): the XML signed with the tenant's key in a XAdES
 * enveloped signature, and a QR code with tags 1–9. Either way the hash is ZATCA's invoice hash,
 * which the tenant's next document carries as its PIH.
 */
export function buildTaxDocument(
  input: InvoiceDocumentInput,
  stamp: StampKeys | null,
): TaxDocument {
  const summary = qrSummary(input);
  if (!stamp) {
    const qrCode = invoiceQrCode(summary, null);
    const xml = renderInvoiceXml(input, { qrCode, signatureExtension: null });
    return { xml, hash: invoiceHash(xml), qrCode };
  }

  const certificate = readStampCertificate(stamp.certificatePem);
  if (input.issuedAt < certificate.validFrom || input.issuedAt > certificate.validTo) {
    // ZATCA refuses a document stamped outside its certificate's validity; the tenant must renew.
    throw new StampKeyError(
      `The stamp certificate is valid from ${certificate.validFrom.toISOString()} to ${certificate.validTo.toISOString()}, not at ${input.issuedAt.toISOString()}`,
    );
  }
  const unsigned = { invoiceHash: '', signatureValue: '', signedPropertiesDigest: '' };
  const common = { signingTime: input.issuedAt, certificate };
  // The hash leaves the extension and the QR code out, so a first rendering with them empty
  // gives the hash that the signature, the extension and the QR code then carry.
  const hash = invoiceHash(
    renderInvoiceXml(input, {
      qrCode: '',
      signatureExtension: signatureExtension({ ...unsigned, ...common }),
    }),
  );
  const signatureValue = signInvoiceHash(hash, stamp.privateKeyPem);
  if (
    !verify(
      'sha256',
      Buffer.from(hash, 'base64'),
      createPublicKey(stamp.certificatePem),
      Buffer.from(signatureValue, 'base64'),
    )
  ) {
    throw new StampKeyError('The stamp private key does not match its certificate');
  }
  const qrCode = invoiceQrCode(summary, {
    invoiceHash: hash,
    signature: signatureValue,
    publicKey: certificate.publicKey,
    certificateSignature: certificate.signature,
  });
  const signed = { ...common, invoiceHash: hash, signatureValue, signedPropertiesDigest: '' };
  const xml = renderInvoiceXml(input, {
    qrCode,
    signatureExtension: signatureExtension({
      ...signed,
      signedPropertiesDigest: signedPropertiesDigest(signedProperties(signed)),
    }),
  });
  return { xml, hash, qrCode };
}
