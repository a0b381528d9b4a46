import forge from 'node-forge';
import type { PassSigner } from './pass-signer.ts';

/** The object identifiers of the signature (RFC 5652, RFC 5754). */
const oids = {
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
} as const;

/** forge keeps bytes in "binary strings", one character per byte. */
function binaryString(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

/**
 * The `signature` file of a pass: a detached PKCS#7 (CMS SignedData) signature of the manifest,
 * DER-encoded, by the pass certificate's key with a SHA-256 digest over signed attributes
 * (content type, message digest, signing time), carrying the pass certificate and the WWDR
 * intermediate, as Wallet requires.
 *
 * @example
 * const signature = signManifest(manifestBytes, signer, clock.now());
 */
export function signManifest(
  manifest: Uint8Array,
  signer: PassSigner,
  signingTime: Date,
): Uint8Array {
  const signed = forge.pkcs7.createSignedData();
  signed.content = forge.util.createBuffer(binaryString(manifest));
  signed.addCertificate(signer.certificate);
  signed.addCertificate(signer.wwdrCertificate);
  signed.addSigner({
    key: signer.privateKey,
    certificate: signer.certificate,
    digestAlgorithm: oids.sha256,
    authenticatedAttributes: [
      { type: oids.contentType, value: oids.data },
      { type: oids.messageDigest }, // forge fills in the manifest's digest
      { type: oids.signingTime, value: signingTime.toISOString() },
    ],
  });
  signed.sign({ detached: true });
  return Buffer.from(forge.asn1.toDer(signed.toAsn1()).getBytes(), 'latin1');
}
