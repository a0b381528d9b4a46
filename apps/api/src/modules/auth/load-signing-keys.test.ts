import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSigningKeys, signingKeyFileName } from './load-signing-keys.ts';
import { generateSigningKeyPem, signingKeysFromPem } from './signing-keys.ts';

describe('loadSigningKeys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-keys-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('generates a key into DATA_DIR on first start, readable by the owner only, and reuses it', async () => {
    const first = await loadSigningKeys({ jwtPrivateKeyPem: null, dataDir });
    const file = path.join(dataDir, signingKeyFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toContain('BEGIN PRIVATE KEY');
    const second = await loadSigningKeys({ jwtPrivateKeyPem: null, dataDir });
    expect(second.keyId).toBe(first.keyId);
    expect(second.otpHashKey.equals(first.otpHashKey)).toBe(true);
  });

  it('uses JWT_PRIVATE_KEY when given, writing nothing', async () => {
    const pem = generateSigningKeyPem();
    const keys = await loadSigningKeys({ jwtPrivateKeyPem: pem, dataDir });
    expect(keys.keyId).toBe(signingKeysFromPem(pem).keyId);
    await expect(stat(path.join(dataDir, signingKeyFileName))).rejects.toThrow();
  });

  it('refuses a key that is not EC P-256', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rsa = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => signingKeysFromPem(rsa)).toThrow(/P-256/);
  });

  it('derives different code-hashing keys from different signing keys', () => {
    const a = signingKeysFromPem(generateSigningKeyPem());
    const b = signingKeysFromPem(generateSigningKeyPem());
    expect(a.otpHashKey.equals(b.otpHashKey)).toBe(false);
    expect(a.keyId).not.toBe(b.keyId);
  });
});
