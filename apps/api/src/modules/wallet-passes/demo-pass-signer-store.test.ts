import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../platform/random-source.ts';
import { subjectField } from './pass-signer.ts';
import { demoSignerFile, loadDemoPassSigner } from './demo-pass-signer-store.ts';

const identity = { passTypeIdentifier: 'pass.com.example.test', teamIdentifier: 'TEAM123456' };
const now = new Date('2030-01-15T09:00:00.000Z');

describe('loadDemoPassSigner', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-pass-store-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const load = (options: Partial<Parameters<typeof loadDemoPassSigner>[0]> = {}) =>
    loadDemoPassSigner({ dataDir, identity, now, random: cryptoRandom, ...options });

  it('generates the chain once, saves it owner-only and reuses it on later starts', async () => {
    const first = await load();
    const file = demoSignerFile(dataDir, identity);
    expect(file).toBe(
      path.join(dataDir, 'wallet-pass', 'demo-signer-pass.com.example.test-TEAM123456.json'),
    );
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.dirname(file))).toEqual([path.basename(file)]); // no temp file left

    const second = await load({ now: new Date('2031-06-01T00:00:00.000Z') });
    expect(second.certificate.serialNumber).toBe(first.certificate.serialNumber);
    expect(second.wwdrCertificate.serialNumber).toBe(first.wwdrCertificate.serialNumber);
  }, 30_000);

  it('makes a new chain for another pass type or team, and once the stored one expired', async () => {
    const stored = await load();
    const otherTeam = await load({ identity: { ...identity, teamIdentifier: 'OTHER00000' } });
    expect(otherTeam.certificate.serialNumber).not.toBe(stored.certificate.serialNumber);
    expect(subjectField(otherTeam.certificate, 'OU')).toBe('OTHER00000');

    const later = await load({ now: new Date('2045-01-01T00:00:00.000Z') });
    expect(later.certificate.serialNumber).not.toBe(stored.certificate.serialNumber);
    expect(later.certificate.validity.notAfter.getUTCFullYear()).toBe(2055);
  }, 30_000);

  it('replaces an unreadable stored file', async () => {
    const file = demoSignerFile(dataDir, { ...identity, passTypeIdentifier: 'pass.broken' });
    await load({ identity: { ...identity, passTypeIdentifier: 'pass.broken' } });
    await writeFile(file, '{"certificatePem": "garbage"}');
    const signer = await load({ identity: { ...identity, passTypeIdentifier: 'pass.broken' } });
    expect(subjectField(signer.certificate, 'CN')).toBe('Pass Type ID: pass.broken');
  }, 30_000);
});
