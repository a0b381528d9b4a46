import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../platform/random-source.ts';
import { createDemoPassSigner } from './demo-pass-signer.ts';
import {
  passSignerFromPems,
  WalletPassConfigError,
  type PassSignerPems,
  subjectField,
} from './pass-signer.ts';

const identity = { passTypeIdentifier: 'pass.com.example.test', teamIdentifier: 'TEAM123456' };
const unset: PassSignerPems = {
  certificatePem: null,
  privateKeyPem: null,
  wwdrCertificatePem: null,
};

function configError(pems: PassSignerPems): WalletPassConfigError {
  try {
    passSignerFromPems(pems);
  } catch (error) {
    if (error instanceof WalletPassConfigError) return error;
    throw error;
  }
  throw new Error('Expected a WalletPassConfigError');
}

describe('passSignerFromPems', () => {
  let pems: PassSignerPems & Record<keyof PassSignerPems, string>;
  let otherKeyPem: string;
  beforeAll(async () => {
    const signer = await createDemoPassSigner(identity, new Date(), cryptoRandom);
    const other = await createDemoPassSigner(identity, new Date(), cryptoRandom);
    pems = {
      certificatePem: forge.pki.certificateToPem(signer.certificate),
      privateKeyPem: forge.pki.privateKeyToPem(signer.privateKey),
      wwdrCertificatePem: forge.pki.certificateToPem(signer.wwdrCertificate),
    };
    otherKeyPem = forge.pki.privateKeyToPem(other.privateKey);
  }, 30_000);

  it('is null when nothing is configured (the demo signer is used)', () => {
    expect(passSignerFromPems(unset)).toBeNull();
  });

  it('reads a configured certificate, key and WWDR certificate', () => {
    const signer = passSignerFromPems(pems);
    expect(signer && subjectField(signer.certificate, 'CN')).toBe(
      'Pass Type ID: pass.com.example.test',
    );
    expect(signer?.wwdrCertificate.verify(signer.certificate)).toBe(true);
  });

  it('names the variables missing when only some are set', () => {
    expect(configError({ ...unset, certificatePem: pems.certificatePem }).message).toBe(
      'Wallet pass signing needs all three of WALLET_PASS_CERTIFICATE, WALLET_PASS_PRIVATE_KEY, ' +
        'WALLET_PASS_WWDR_CERTIFICATE; missing: WALLET_PASS_PRIVATE_KEY, WALLET_PASS_WWDR_CERTIFICATE.',
    );
  });

  it('names the variable whose PEM does not parse', () => {
    const broken = '-----BEGIN CERTIFICATE-----\nnot base64 at all\n-----END CERTIFICATE-----';
    expect(configError({ ...pems, wwdrCertificatePem: broken }).message).toMatch(
      /^WALLET_PASS_WWDR_CERTIFICATE is not a valid PEM certificate/,
    );
    expect(configError({ ...pems, certificatePem: broken }).message).toMatch(
      /^WALLET_PASS_CERTIFICATE is not a valid PEM certificate/,
    );
    expect(
      configError({
        ...pems,
        privateKeyPem: '-----BEGIN PRIVATE KEY-----\n-----END PRIVATE KEY-----',
      }).message,
    ).toMatch(/^WALLET_PASS_PRIVATE_KEY is not a valid PEM unencrypted RSA private key/);
  });

  it('refuses a key that is not the certificate’s', () => {
    expect(configError({ ...pems, privateKeyPem: otherKeyPem }).message).toBe(
      'WALLET_PASS_PRIVATE_KEY is not the key of the certificate in WALLET_PASS_CERTIFICATE.',
    );
  });
});
