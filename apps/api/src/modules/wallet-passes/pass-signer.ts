import forge from 'node-forge';

/** What signs a pass: the Pass Type ID certificate and its key, and the WWDR intermediate. */
export interface PassSigner {
  certificate: forge.pki.Certificate;
  privateKey: forge.pki.rsa.PrivateKey;
  wwdrCertificate: forge.pki.Certificate;
}

/**
 * A subject attribute of a certificate by its short name (`CN`, `OU`…), or undefined.
 *
 * @example
 * subjectField(signer.certificate, 'CN'); // 'Pass Type ID: pass.com.example.storefront'
 */
export function subjectField(
  certificate: forge.pki.Certificate,
  shortName: string,
): string | undefined {
  const field = certificate.subject.getField(shortName) as { value?: unknown } | null;
  return typeof field?.value === 'string' ? field.value : undefined;
}

/** The PEMs of a pass signer, as configured (`WALLET_PASS_*`); null when unset. */
export interface PassSignerPems {
  certificatePem: string | null;
  privateKeyPem: string | null;
  wwdrCertificatePem: string | null;
}

/** The wallet-pass signing material is incomplete or malformed; the message names the variable. */
export class WalletPassConfigError extends Error {
  override readonly name = 'WalletPassConfigError';
}

const variables = {
  certificatePem: 'WALLET_PASS_CERTIFICATE',
  privateKeyPem: 'WALLET_PASS_PRIVATE_KEY',
  wwdrCertificatePem: 'WALLET_PASS_WWDR_CERTIFICATE',
} as const;

function parsePem<T>(key: keyof typeof variables, what: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new WalletPassConfigError(`${variables[key]} is not a valid PEM ${what} (${reason}).`);
  }
}

/**
 * The configured signer, or null when none of the three PEMs is set (the demo signer is used
 * then). Throws {@link WalletPassConfigError} when only some are set, one does not parse (an
 * encrypted or non-RSA key included), or the key is not the certificate's.
 *
 * @example
 * const signer = passSignerFromPems(app.config.walletPass); // at start: a bad PEM fails here
 */
export function passSignerFromPems(pems: PassSignerPems): PassSigner | null {
  const { certificatePem, privateKeyPem, wwdrCertificatePem } = pems;
  if (certificatePem === null && privateKeyPem === null && wwdrCertificatePem === null) return null;
  if (certificatePem === null || privateKeyPem === null || wwdrCertificatePem === null) {
    const missing = (Object.keys(variables) as (keyof typeof variables)[])
      .filter((key) => pems[key] === null)
      .map((key) => variables[key]);
    throw new WalletPassConfigError(
      `Wallet pass signing needs all three of ${Object.values(variables).join(', ')}; ` +
        `missing: ${missing.join(', ')}.`,
    );
  }
  const certificate = parsePem('certificatePem', 'certificate', () =>
    forge.pki.certificateFromPem(certificatePem),
  );
  const privateKey = parsePem('privateKeyPem', 'unencrypted RSA private key', () => {
    const key = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey | null;
    if (!key) throw new Error('no key found');
    return key;
  });
  const wwdrCertificate = parsePem('wwdrCertificatePem', 'certificate', () =>
    forge.pki.certificateFromPem(wwdrCertificatePem),
  );
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  if (publicKey.n.compareTo(privateKey.n) !== 0 || publicKey.e.compareTo(privateKey.e) !== 0) {
    throw new WalletPassConfigError(
      `${variables.privateKeyPem} is not the key of the certificate in ${variables.certificatePem}.`,
    );
  }
  return { certificate, privateKey, wwdrCertificate };
}
