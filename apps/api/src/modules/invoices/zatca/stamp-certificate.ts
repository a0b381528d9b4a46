import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  X509Certificate,
} from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';

/**
 * The tenant's cryptographic stamp (ZATCA's security features standard): the secp256k1 private
 * key and the X.509 certificate of its public key, both PEM. ZATCA's onboarding issues the real
 * certificate (CSID); `generateDemoStampKeys` makes a self-signed one for the demo.
 */
export interface StampKeys {
  privateKeyPem: string;
  certificatePem: string;
}

/** ECDSA with SHA-256 (RFC 5758): the certificate's and the stamp's signature algorithm. */
const ecdsaWithSha256 = '1.2.840.10045.4.3.2';
const commonNameOid = '2.5.4.3';
const countryOid = '2.5.4.6';
const demoValidityMs = 365 * 24 * 60 * 60 * 1000;

function distinguishedName(commonName: string): Name {
  return new Name([
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({
        type: countryOid,
        value: new AttributeValue({ printableString: 'SA' }),
      }),
    ]),
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({
        type: commonNameOid,
        value: new AttributeValue({ utf8String: commonName }),
      }),
    ]),
  ]);
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy.buffer;
}

function pem(label: string, der: Uint8Array): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/**
 * A secp256k1 key and a self-signed X.509 v3 certificate for it, valid for a year from `now`.
 * Node's crypto makes secp256k1 keys and signs with them (WebCrypto has no secp256k1) but cannot
 * write a certificate; node-forge (used for the wallet passes) has no EC certificates. So the
 * certificate's DER is built with @peculiar/asn1-x509 (typed ASN.1 schemas of RFC 5280) and its
 * to-be-signed part is signed with Node's crypto. Random: the key and the serial number.
 */
export function generateDemoStampKeys(commonName: string, now: Date): StampKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const name = distinguishedName(commonName);
  const algorithm = new AlgorithmIdentifier({ algorithm: ecdsaWithSha256 });
  // A positive serial of 16 random bytes (RFC 5280 4.1.2.2: at most 20 bytes, positive): the top
  // bit cleared, the next set so that DER keeps all 16 bytes.
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40;
  const tbsCertificate = new TBSCertificate({
    version: Version.v3,
    serialNumber: toArrayBuffer(serial),
    signature: algorithm,
    issuer: name,
    validity: new Validity({
      notBefore: now,
      notAfter: new Date(now.getTime() + demoValidityMs),
    }),
    subject: name,
    subjectPublicKeyInfo: AsnConvert.parse(
      publicKey.export({ type: 'spki', format: 'der' }),
      SubjectPublicKeyInfo,
    ),
  });
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(tbsCertificate)), privateKey);
  const certificate = new Certificate({
    tbsCertificate,
    signatureAlgorithm: algorithm,
    signatureValue: toArrayBuffer(signature),
  });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificatePem: pem('CERTIFICATE', new Uint8Array(AsnConvert.serialize(certificate))),
  };
}

/** What the stamp puts in the XML's signature and in the QR code, read from the certificate. */
export interface StampCertificate {
  /** The certificate's DER in Base64, one line (the PEM's body): `ds:X509Certificate`. */
  base64: string;
  /**
   * ZATCA's certificate digest (`xades:CertDigest`): SHA-256 of the Base64 text, written in hex,
   * then Base64 of that hex text, as ZATCA's SDK computes it.
   */
  digest: string;
  /** The issuer as `ds:X509IssuerName` writes it: "CN=…, C=…", most specific first. */
  issuerName: string;
  /** The serial number in decimal (`ds:X509SerialNumber`). */
  serialNumber: string;
  /** QR tag 8: the public key, DER SubjectPublicKeyInfo. */
  publicKey: Uint8Array;
  /** QR tag 9: the certificate's own signature (the issuing CA's), DER. */
  signature: Uint8Array;
  /** The certificate's validity: a document is stamped only within it. */
  validFrom: Date;
  validTo: Date;
}

/** A certificate or key that cannot serve as a ZATCA stamp. */
export class StampKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StampKeyError';
  }
}

/** Reads the parts of the stamp's certificate the XML and the QR code carry. */
export function readStampCertificate(certificatePem: string): StampCertificate {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(certificatePem);
  } catch {
    throw new StampKeyError('The stamp certificate is not a PEM X.509 certificate');
  }
  const keyType = x509.publicKey.asymmetricKeyType ?? 'unknown';
  const namedCurve = x509.publicKey.asymmetricKeyDetails?.namedCurve;
  if (keyType !== 'ec' || namedCurve !== 'secp256k1') {
    throw new StampKeyError(
      `ZATCA stamps are ECDSA secp256k1, not ${keyType}${namedCurve ? ` ${namedCurve}` : ''}`,
    );
  }
  const base64 = x509.raw.toString('base64');
  return {
    base64,
    digest: Buffer.from(createHash('sha256').update(base64).digest('hex')).toString('base64'),
    issuerName: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    publicKey: new Uint8Array(x509.publicKey.export({ type: 'spki', format: 'der' })),
    signature: new Uint8Array(AsnConvert.parse(x509.raw, Certificate).signatureValue),
    validFrom: x509.validFromDate,
    validTo: x509.validToDate,
  };
}

/**
 * The stamp's signature (ZATCA's security features standard): ECDSA secp256k1 with SHA-256 over
 * the invoice hash's 32 bytes, DER, in Base64.
 */
export function signInvoiceHash(invoiceHashBase64: string, privateKeyPem: string): string {
  let key;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    throw new StampKeyError('The stamp private key is not a PEM private key');
  }
  if (key.asymmetricKeyDetails?.namedCurve !== 'secp256k1') {
    throw new StampKeyError('The stamp private key is not a secp256k1 key');
  }
  return sign('sha256', Buffer.from(invoiceHashBase64, 'base64'), key).toString('base64');
}
