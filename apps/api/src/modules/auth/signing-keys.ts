import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';

/**
 * The server's secrets: an ES256 key pair signing access tokens, and a key derived from it for
 * hashing one-time codes (so a leaked database does not reveal codes, even by brute force).
 */
export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** JWT `kid`: names the key, so a rotated key can be told apart. */
  keyId: string;
  /** HMAC-SHA256 key for one-time codes. */
  otpHashKey: Buffer;
}

/**
 * The keys from a PKCS#8 PEM holding an EC P-256 private key.
 *
 * @example
 * const keys = signingKeysFromPem(process.env.JWT_PRIVATE_KEY);
 */
export function signingKeysFromPem(pem: string): SigningKeys {
  const privateKey = createPrivateKey(pem);
  if (
    privateKey.asymmetricKeyType !== 'ec' ||
    privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1'
  ) {
    throw new Error('The JWT private key must be an EC P-256 (ES256) key in PKCS#8 PEM');
  }
  const publicKey = createPublicKey(privateKey);
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  const publicDer = publicKey.export({ format: 'der', type: 'spki' });
  return {
    privateKey,
    publicKey,
    keyId: Buffer.from(hkdfSync('sha256', publicDer, 'storefront', 'jwt-kid', 12)).toString(
      'base64url',
    ),
    otpHashKey: Buffer.from(hkdfSync('sha256', der, 'storefront', 'otp-code-hmac', 32)),
  };
}

/**
 * A fresh key pair as PKCS#8 PEM (written to DATA_DIR on first start; ephemeral in tests).
 *
 * @example
 * const keys = signingKeysFromPem(generateSigningKeyPem());
 */
export function generateSigningKeyPem(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}
