import { createHash, verify } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import forge from 'node-forge';
import type { PassJson } from '../pass-json.ts';

/** A `.pkpass` opened: every file, pass.json and the manifest parsed. */
export interface OpenedPkpass {
  files: Record<string, Uint8Array>;
  passJson: PassJson;
  manifest: Record<string, string>;
}

/**
 * Unzips a `.pkpass` and parses its JSON files.
 *
 * @example
 * const { passJson } = openPkpass(response.rawPayload);
 */
export function openPkpass(bytes: Uint8Array): OpenedPkpass {
  const files = unzipSync(bytes);
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`The pass has no ${name}`);
    return strFromU8(file);
  };
  return {
    files,
    passJson: JSON.parse(text('pass.json')) as PassJson,
    manifest: JSON.parse(text('manifest.json')) as Record<string, string>,
  };
}

/** SHA-1 (hex) of bytes, as a pass manifest lists files. */
export function sha1Hex(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** What checking a detached PKCS#7 signature found. */
export interface SignatureCheck {
  /** The signed attributes' message digest is the content's SHA-256 and the RSA signature holds. */
  verified: boolean;
  /** The signature carries no content of its own (detached). */
  detached: boolean;
  digestAlgorithm: string;
  /** The certificates the signature carries, in order. */
  certificates: forge.pki.Certificate[];
  /** The certificate whose key signed. */
  signer: forge.pki.Certificate;
}

const sha256Oid = '2.16.840.1.101.3.4.2.1';
const messageDigestOid = '1.2.840.113549.1.9.4';

function child(node: forge.asn1.Asn1, index: number): forge.asn1.Asn1 {
  const value = (node.value as forge.asn1.Asn1[])[index];
  if (!value) throw new Error(`ASN.1 node has no child ${index}`);
  return value;
}

const stripZeros = (hex: string) => hex.replace(/^(00)+/, '');

/**
 * Checks a detached PKCS#7 (CMS SignedData) signature of `content` independently of the code that
 * made it: walks the DER, compares the signed message digest with the content's SHA-256, and
 * verifies the signer's RSA signature over the signed attributes (re-encoded as a SET, RFC 5652
 * §5.4) with Node's crypto.
 *
 * @example
 * expect(checkDetachedSignature(files.signature, files['manifest.json']).verified).toBe(true);
 */
export function checkDetachedSignature(signature: Uint8Array, content: Uint8Array): SignatureCheck {
  const contentInfo = forge.asn1.fromDer(Buffer.from(signature).toString('latin1'));
  const message = forge.pkcs7.messageFromAsn1(contentInfo) as forge.pkcs7.PkcsSignedData;
  const signedData = child(child(contentInfo, 1), 0);
  const parts = signedData.value as forge.asn1.Asn1[];
  const encapsulated = child(signedData, 2);
  const signerInfos = parts[parts.length - 1];
  if (!signerInfos) throw new Error('No SignerInfos');
  const signerInfo = child(signerInfos, 0);
  const serial = forge.util.bytesToHex(child(child(signerInfo, 1), 1).value as string);
  const digestAlgorithm = forge.asn1.derToOid(child(child(signerInfo, 2), 0).value as string);
  const attributes = child(signerInfo, 3);
  const signatureBytes = child(signerInfo, 5).value as string;

  const signer = message.certificates.find(
    (certificate) => stripZeros(certificate.serialNumber) === stripZeros(serial),
  );
  if (!signer) throw new Error('The signer certificate is not in the signature');

  const digestAttribute = (attributes.value as forge.asn1.Asn1[]).find(
    (attribute) => forge.asn1.derToOid(child(attribute, 0).value as string) === messageDigestOid,
  );
  const signedDigest = digestAttribute ? (child(child(digestAttribute, 1), 0).value as string) : '';
  const contentDigest = createHash('sha256').update(content).digest().toString('latin1');

  const signedAttributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    attributes.value,
  );
  const signatureHolds = verify(
    'sha256',
    Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'latin1'),
    forge.pki.publicKeyToPem(signer.publicKey),
    Buffer.from(signatureBytes, 'latin1'),
  );
  return {
    verified: digestAlgorithm === sha256Oid && signedDigest === contentDigest && signatureHolds,
    detached: (encapsulated.value as forge.asn1.Asn1[]).length === 1,
    digestAlgorithm,
    certificates: message.certificates,
    signer,
  };
}
