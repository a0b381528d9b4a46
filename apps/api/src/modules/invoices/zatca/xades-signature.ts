import { createHash } from 'node:crypto';
import { issueDateTime } from './invoice-xml.ts';
import type { StampCertificate } from './stamp-certificate.ts';
import { leaf, node, renderXml, type XmlElement } from './xml-element.ts';

/** Namespaces of the UBL signature extension (UBL 2.1 signature extension, XAdES 1.3.2). */
export const signatureNamespaces = {
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

const c14n11 = 'http://www.w3.org/2006/12/xml-c14n11';
const xpathFilter = 'http://www.w3.org/TR/1999/REC-xpath-19991116';
const sha256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const signedPropertiesId = 'xadesSignedProperties';

/** What the signature says; `signedPropertiesDigest` is '' on the first of the two renderings. */
export interface SignatureValues {
  invoiceHash: string;
  signatureValue: string;
  signedPropertiesDigest: string;
  /** When the document was stamped (its issue time). */
  signingTime: Date;
  certificate: StampCertificate;
}

function transform(xpath: string): XmlElement {
  return node('ds:Transform', [leaf('ds:XPath', xpath)], { Algorithm: xpathFilter });
}

/**
 * The `ext:UBLExtensions` element holding the enveloped XAdES signature, in the shape of ZATCA's
 * XML implementation standard and SDK samples: the invoice reference with ZATCA's three XPath
 * filters and C14N 1.1, the signed-properties reference, the certificate, and the XAdES signed
 * properties (signing time, certificate digest, issuer and serial).
 */
export function signatureExtension(values: SignatureValues): XmlElement {
  const { certificate } = values;
  return node('ext:UBLExtensions', [
    node('ext:UBLExtension', [
      leaf('ext:ExtensionURI', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      node('ext:ExtensionContent', [
        node(
          'sig:UBLDocumentSignatures',
          [
            node('sac:SignatureInformation', [
              leaf('cbc:ID', 'urn:oasis:names:specification:ubl:signature:1'),
              leaf(
                'sbc:ReferencedSignatureID',
                'urn:oasis:names:specification:ubl:signature:Invoice',
              ),
              node(
                'ds:Signature',
                [
                  node('ds:SignedInfo', [
                    node('ds:CanonicalizationMethod', [], { Algorithm: c14n11 }),
                    node('ds:SignatureMethod', [], {
                      Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256',
                    }),
                    node(
                      'ds:Reference',
                      [
                        node('ds:Transforms', [
                          transform('not(//ancestor-or-self::ext:UBLExtensions)'),
                          transform('not(//ancestor-or-self::cac:Signature)'),
                          transform(
                            "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
                          ),
                          node('ds:Transform', [], { Algorithm: c14n11 }),
                        ]),
                        node('ds:DigestMethod', [], { Algorithm: sha256 }),
                        leaf('ds:DigestValue', values.invoiceHash),
                      ],
                      { Id: 'invoiceSignedData', URI: '' },
                    ),
                    node(
                      'ds:Reference',
                      [
                        node('ds:DigestMethod', [], { Algorithm: sha256 }),
                        leaf('ds:DigestValue', values.signedPropertiesDigest),
                      ],
                      {
                        Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties',
                        URI: `#${signedPropertiesId}`,
                      },
                    ),
                  ]),
                  leaf('ds:SignatureValue', values.signatureValue),
                  node('ds:KeyInfo', [
                    node('ds:X509Data', [leaf('ds:X509Certificate', certificate.base64)]),
                  ]),
                  node('ds:Object', [
                    node(
                      'xades:QualifyingProperties',
                      [signedPropertiesElement(signedProperties(values), false)],
                      { 'xmlns:xades': signatureNamespaces.xades, Target: 'signature' },
                    ),
                  ]),
                ],
                { 'xmlns:ds': signatureNamespaces.ds, Id: 'signature' },
              ),
            ]),
          ],
          {
            'xmlns:sig': signatureNamespaces.sig,
            'xmlns:sac': signatureNamespaces.sac,
            'xmlns:sbc': signatureNamespaces.sbc,
          },
        ),
      ]),
    ]),
  ]);
}

/** What `xades:SignedProperties` says. */
export interface SignedPropertiesValues {
  signingTime: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
}

/**
 * The signed properties of a signature: the signing time and the certificate. ZATCA's current SDK
 * writes the signing time without a zone (its 2025 samples); it is written in Saudi time like the
 * invoice's IssueTime (ZATCA's data dictionary, KSA-25: hh:mm:ss is AST).
 */
export function signedProperties(values: SignatureValues): SignedPropertiesValues {
  const { date, time } = issueDateTime(values.signingTime);
  return {
    signingTime: `${date}T${time}`,
    certificateDigest: values.certificate.digest,
    issuerName: values.certificate.issuerName,
    serialNumber: values.certificate.serialNumber,
  };
}

/**
 * `xades:SignedProperties`. In the document the `ds:` and `xades:` prefixes are declared by its
 * ancestors; the form that is hashed declares them itself (`standalone`).
 */
function signedPropertiesElement(values: SignedPropertiesValues, standalone: boolean): XmlElement {
  const ds: Record<string, string> = standalone ? { 'xmlns:ds': signatureNamespaces.ds } : {};
  return node(
    'xades:SignedProperties',
    [
      node('xades:SignedSignatureProperties', [
        leaf('xades:SigningTime', values.signingTime),
        node('xades:SigningCertificate', [
          node('xades:Cert', [
            node('xades:CertDigest', [
              node('ds:DigestMethod', [], { ...ds, Algorithm: sha256 }),
              leaf('ds:DigestValue', values.certificateDigest, ds),
            ]),
            node('xades:IssuerSerial', [
              leaf('ds:X509IssuerName', values.issuerName, ds),
              leaf('ds:X509SerialNumber', values.serialNumber, ds),
            ]),
          ]),
        ]),
      ]),
    ],
    standalone
      ? { 'xmlns:xades': signatureNamespaces.xades, Id: signedPropertiesId }
      : { Id: signedPropertiesId },
  );
}

/**
 * The text ZATCA hashes for the signed-properties reference. Not a canonical form of the element
 * in the document: ZATCA's SDK hashes one fixed serialization (the element with its own namespace
 * declarations, children indented from 36 spaces, the closing tag at 32, empty elements
 * self-closed), whatever the document's layout. ZATCA's signed samples confirm it
 * (zatca-sdk-sample.test.ts), and implementers report that ZATCA's validator refuses a digest
 * computed any other way (docs/product/invoice-xml-and-stamp.md).
 */
export function signedPropertiesForHashing(values: SignedPropertiesValues): string {
  return renderXml(signedPropertiesElement(values, true), 8).trimStart();
}

/**
 * The digest of the signed properties (the signature's second reference): SHA-256 of
 * `signedPropertiesForHashing`, written in hex, then Base64 of that text, as ZATCA's security
 * features standard and SDK do.
 */
export function signedPropertiesDigest(values: SignedPropertiesValues): string {
  const text = signedPropertiesForHashing(values);
  return Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');
}
