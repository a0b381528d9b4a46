import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { RandomSource } from '../../platform/random-source.ts';
import type { PassIdentity } from './pass-json.ts';
import type { PassSigner } from './pass-signer.ts';

const generateRsaKeyPair = promisify(generateKeyPair);

/** How long the demo certificates are valid from their creation. */
const demoValidityYears = 10;

/** Common name of the demo intermediate standing in for Apple's WWDR certificate. */
export const demoWwdrCommonName =
  'Storefront Demo Worldwide Developer Relations Certification Authority (not Apple)';

/** The subject common name Apple gives a pass certificate. */
export function passCertificateCommonName(passTypeIdentifier: string): string {
  return `Pass Type ID: ${passTypeIdentifier}`;
}

/** A 2048-bit RSA key, made by Node's native (non-blocking) generator, for forge. */
async function rsaKey(): Promise<forge.pki.rsa.PrivateKey> {
  const { privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return forge.pki.privateKeyFromPem(privateKey);
}

/** A positive certificate serial number (hex) from the injected random source. */
function serialNumber(random: RandomSource): string {
  const bytes = random.bytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f; // a DER INTEGER with the high bit set would be negative
  return forge.util.bytesToHex(String.fromCharCode(...bytes));
}

function certificate(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicKey: forge.pki.rsa.PublicKey;
  signingKey: forge.pki.rsa.PrivateKey;
  isAuthority: boolean;
  now: Date;
  random: RandomSource;
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  cert.serialNumber = serialNumber(options.random);
  cert.validity.notBefore = new Date(options.now.getTime() - 60 * 60_000); // tolerate clock skew
  cert.validity.notAfter = new Date(options.now);
  cert.validity.notAfter.setUTCFullYear(options.now.getUTCFullYear() + demoValidityYears);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions(
    options.isAuthority
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
          { name: 'subjectKeyIdentifier' },
        ]
      : [
          { name: 'basicConstraints', cA: false, critical: true },
          { name: 'keyUsage', digitalSignature: true, critical: true },
          { name: 'subjectKeyIdentifier' },
        ],
  );
  cert.sign(options.signingKey, forge.md.sha256.create());
  return cert;
}

/**
 * A demo signing chain for when no Apple certificate is configured: a demo "WWDR" authority and a
 * pass certificate it signs, shaped as Apple issues them (CN `Pass Type ID: <id>`, OU the team
 * id). Passes signed with it are structurally valid and verify, but Wallet refuses them.
 *
 * @example
 * const signer = await createDemoPassSigner(app.config.walletPass, app.deps.clock.now(), app.deps.random);
 */
export async function createDemoPassSigner(
  identity: PassIdentity,
  now: Date,
  random: RandomSource,
): Promise<PassSigner> {
  const [authorityKey, passKey] = await Promise.all([rsaKey(), rsaKey()]);
  const authorityName: forge.pki.CertificateField[] = [
    { name: 'commonName', value: demoWwdrCommonName },
    { name: 'organizationalUnitName', value: 'G4' },
    { name: 'organizationName', value: 'Storefront demo' },
    { name: 'countryName', value: 'SA' },
  ];
  const wwdrCertificate = certificate({
    subject: authorityName,
    issuer: authorityName,
    publicKey: forge.pki.setRsaPublicKey(authorityKey.n, authorityKey.e),
    signingKey: authorityKey,
    isAuthority: true,
    now,
    random,
  });
  const passCertificate = certificate({
    subject: [
      { name: 'commonName', value: passCertificateCommonName(identity.passTypeIdentifier) },
      { name: 'organizationalUnitName', value: identity.teamIdentifier },
      { name: 'organizationName', value: 'Storefront demo' },
      { name: 'countryName', value: 'SA' },
    ],
    issuer: authorityName,
    publicKey: forge.pki.setRsaPublicKey(passKey.n, passKey.e),
    signingKey: authorityKey,
    isAuthority: false,
    now,
    random,
  });
  return { certificate: passCertificate, privateKey: passKey, wwdrCertificate };
}
