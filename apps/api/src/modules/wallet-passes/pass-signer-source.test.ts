import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../platform/random-source.ts';
import { createTestClock } from '../../testing/test-clock.ts';
import { testConfig } from '../../testing/test-config.ts';
import { createDemoPassSigner } from './demo-pass-signer.ts';
import { createPassSignerSource } from './pass-signer-source.ts';
import { WalletPassConfigError, subjectField } from './pass-signer.ts';

describe('createPassSignerSource', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-pass-source-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const sourceFor = (env: Record<string, string>) =>
    createPassSignerSource({
      config: testConfig({ DATA_DIR: dataDir, ...env }),
      clock: createTestClock(),
      random: cryptoRandom,
    });

  it('in tests, makes the demo signer on first use, once, and writes nothing', async () => {
    const source = sourceFor({});
    const [first, second] = await Promise.all([source.signer(), source.signer()]);
    expect(second).toBe(first);
    expect(await source.signer()).toBe(first);
    expect(subjectField(first.certificate, 'CN')).toBe('Pass Type ID: pass.com.example.storefront');
    expect(subjectField(first.certificate, 'OU')).toBe('DEMO000000');
    expect(await readdir(dataDir)).toEqual([]);
  }, 30_000);

  it('outside tests, keeps the demo signer under DATA_DIR/wallet-pass', async () => {
    const first = await sourceFor({ NODE_ENV: 'development' }).signer();
    expect(await readdir(path.join(dataDir, 'wallet-pass'))).toHaveLength(1);
    const again = await sourceFor({ NODE_ENV: 'development' }).signer();
    expect(again.certificate.serialNumber).toBe(first.certificate.serialNumber);
  }, 30_000);

  it('uses the configured certificate and key', async () => {
    const real = await createDemoPassSigner(
      { passTypeIdentifier: 'pass.com.tenant.real', teamIdentifier: 'REALTEAM01' },
      new Date(),
      cryptoRandom,
    );
    const source = sourceFor({
      WALLET_PASS_CERTIFICATE: forge.pki.certificateToPem(real.certificate),
      WALLET_PASS_PRIVATE_KEY: forge.pki.privateKeyToPem(real.privateKey),
      WALLET_PASS_WWDR_CERTIFICATE: forge.pki.certificateToPem(real.wwdrCertificate),
    });
    const signer = await source.signer();
    expect(signer.certificate.serialNumber).toBe(real.certificate.serialNumber);
  }, 30_000);

  it('fails at once, naming the variable, when a configured PEM is malformed', () => {
    expect(() =>
      sourceFor({
        WALLET_PASS_CERTIFICATE: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
        WALLET_PASS_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
        WALLET_PASS_WWDR_CERTIFICATE:
          '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
      }),
    ).toThrow(WalletPassConfigError);
    expect(() =>
      sourceFor({
        WALLET_PASS_CERTIFICATE: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
      }),
    ).toThrow(/missing: WALLET_PASS_PRIVATE_KEY, WALLET_PASS_WWDR_CERTIFICATE/);
  });
});
