import { createHash } from 'node:crypto';
import { C14nCanonicalization } from 'xml-crypto';
import { parseXml, InvoiceXmlError } from './invoice-hash.ts';
import type { StampCertificate } from './stamp-certificate.ts';
import { leaf, node, type XmlElement } from './xml-element.ts';

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
  /** `xades:SigningTime`, UTC to the second. */
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
  const signingTime = `${values.signingTime.toISOString().slice(0, 19)}Z`;
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
                      [
                        node(
                          'xades:SignedProperties',
                          [
                            node('xades:SignedSignatureProperties', [
                              leaf('xades:SigningTime', signingTime),
                              node('xades:SigningCertificate', [
                                node('xades:Cert', [
                                  node('xades:CertDigest', [
                                    node('ds:DigestMethod', [], { Algorithm: sha256 }),
                                    leaf('ds:DigestValue', certificate.digest),
                                  ]),
                                  node('xades:IssuerSerial', [
                                    leaf('ds:X509IssuerName', certificate.issuerName),
                                    leaf('ds:X509SerialNumber', certificate.serialNumber),
                                  ]),
                                ]),
                              ]),
                            ]),
                          ],
                          { Id: signedPropertiesId },
                        ),
                      ],
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

/** The namespace declarations in scope at `element` from its ancestors, nearest binding first. */
function inheritedNamespaces(element: Element): { prefix: string; namespaceURI: string }[] {
  const seen = new Map<string, string>();
  for (let at = element.parentNode; at && at.nodeType === at.ELEMENT_NODE; at = at.parentNode) {
    for (const attribute of Array.from((at as Element).attributes)) {
      const prefix =
        attribute.name === 'xmlns'
          ? ''
          : attribute.name.startsWith('xmlns:')
            ? attribute.localName
            : null;
      if (prefix !== null && !seen.has(prefix)) seen.set(prefix, attribute.value);
    }
  }
  return [...seen].map(([prefix, namespaceURI]) => ({ prefix, namespaceURI }));
}

/**
 * The digest of `xades:SignedProperties` as the signature's second reference states it: the
 * element canonicalized in its place in the document (inclusive C14N carries the namespaces in
 * scope), SHA-256, then, as ZATCA's security features standard and SDK do, the hex text in Base64.
 */
export function signedPropertiesDigest(xml: string): string {
  const found = Array.from(
    parseXml(xml).getElementsByTagNameNS(signatureNamespaces.xades, 'SignedProperties'),
  );
  const [properties] = found;
  if (!properties || found.length !== 1) {
    throw new InvoiceXmlError('The document has no single xades:SignedProperties');
  }
  const canonical = new C14nCanonicalization().process(properties, {
    ancestorNamespaces: inheritedNamespaces(properties),
  });
  return Buffer.from(createHash('sha256').update(canonical, 'utf8').digest('hex')).toString(
    'base64',
  );
}
