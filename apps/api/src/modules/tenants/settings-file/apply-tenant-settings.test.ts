import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tenantStampKeys, tenants } from '../../../db/schema/index.ts';
import { demoSellerDetails } from '../../../db/seed/seed-seller-details.ts';
import { seedIds } from '../../../db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { testEpoch } from '../../../testing/test-clock.ts';
import { generateDemoStampKeys } from '../../invoices/zatca/index.ts';
import { applyTenantSettings, applyTenantSettingsFile } from './apply-tenant-settings.ts';
import { TenantSettingsFileError } from './tenant-settings-file.ts';

const { privateKeyPem: keyPem, certificatePem } = generateDemoStampKeys('Salon Noura', testEpoch);
const other = generateDemoStampKeys('Someone else', testEpoch);
const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
});
const files: Record<string, string> = {
  '/key.pem': keyPem,
  '/cert.pem': certificatePem,
  '/other-cert.pem': other.certificatePem,
  '/p256.pem': String(p256),
};
const readText = (path: string) => {
  const text = files[path];
  return text === undefined
    ? Promise.reject(new Error(`ENOENT: no such file, open '${path}'`))
    : Promise.resolve(text);
};

describe('applyTenantSettings', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const apply = (settings: Parameters<typeof applyTenantSettings>[1]) =>
    database.db.transaction((tx) =>
      applyTenantSettings(tx, settings, { readText, now: testEpoch }),
    );

  it("changes the named tenants' seller details, riyal sign, phase and stamp key", async () => {
    const seller = { ...demoSellerDetails.salon, legalNameEn: 'Noura Salon Co.' };
    expect(
      await apply({
        salon: {
          seller,
          riyalSign: false,
          zatcaPhase: 'integration',
          stamp: { privateKeyFile: '/key.pem', certificateFile: '/cert.pem' },
        },
      }),
    ).toEqual(['salon']);
    const [salon] = await database.db
      .select()
      .from(tenants)
      .where(eq(tenants.id, seedIds.tenants.salon));
    expect(salon).toMatchObject({
      sellerDetails: seller,
      riyalSign: false,
      zatcaPhase: 'integration',
    });
    const [stamp] = await database.db
      .select()
      .from(tenantStampKeys)
      .where(eq(tenantStampKeys.tenantId, seedIds.tenants.salon));
    expect(stamp).toMatchObject({ privateKeyPem: keyPem, certificatePem });
    // A tenant the file does not name keeps its settings.
    const [clinic] = await database.db
      .select()
      .from(tenants)
      .where(eq(tenants.id, seedIds.tenants.clinic));
    expect(clinic?.sellerDetails).toEqual(demoSellerDetails.clinic);
  });

  it('refuses, applying nothing: an unknown tenant, the integration phase without a key, an unreadable or wrong PEM', async () => {
    await expect(apply({ salon: { riyalSign: false }, nowhere: {} })).rejects.toThrow(
      new TenantSettingsFileError('nowhere: no tenant has this name'),
    );
    await expect(apply({ clinic: { zatcaPhase: 'integration' } })).rejects.toThrow(
      'clinic.stamp: the integration phase needs the stamp key and certificate files',
    );
    await expect(
      apply({
        clinic: { stamp: { privateKeyFile: '/missing.pem', certificateFile: '/cert.pem' } },
      }),
    ).rejects.toThrow(/clinic\.stamp\.privateKeyFile: cannot be read \(ENOENT/);
    const stamp = (privateKeyFile: string, certificateFile: string) =>
      apply({ clinic: { stamp: { privateKeyFile, certificateFile } } });
    await expect(stamp('/cert.pem', '/cert.pem')).rejects.toThrow(
      'clinic.stamp.privateKeyFile: not a PEM private key',
    );
    await expect(stamp('/p256.pem', '/cert.pem')).rejects.toThrow(
      'clinic.stamp.privateKeyFile: a ZATCA stamp key is ECDSA secp256k1',
    );
    await expect(stamp('/key.pem', '/key.pem')).rejects.toThrow(
      'clinic.stamp.certificateFile: not a PEM certificate',
    );
    await expect(stamp('/key.pem', '/other-cert.pem')).rejects.toThrow(
      'clinic.stamp.certificateFile: not the certificate of the key',
    );
    const [salon] = await database.db
      .select()
      .from(tenants)
      .where(eq(tenants.id, seedIds.tenants.salon));
    expect(salon?.riyalSign).toBeNull();
  });

  it('keeps the stored key when the integration phase is set again without files', async () => {
    // The demo tenant's key was made by the seed.
    expect(await apply({ demo: { zatcaPhase: 'integration' } })).toEqual(['demo']);
  });

  it('reads the file a deployment names, and stops at a bad VAT number naming the field', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'tenant-settings-'));
    try {
      const file = path.join(folder, 'tenants.json');
      const seller = { ...demoSellerDetails.closed, vatNumber: '311234567800001' };
      await writeFile(file, JSON.stringify({ closed: { seller } }));
      await expect(applyTenantSettingsFile(database.db, file, testEpoch)).rejects.toThrow(
        `${file} has invalid settings:\n  closed.seller.vatNumber: A VAT number is 15 digits starting and ending with 3`,
      );
      await writeFile(file, JSON.stringify({ closed: { riyalSign: false } }));
      expect(await applyTenantSettingsFile(database.db, file, testEpoch)).toEqual(['closed']);
      const [closed] = await database.db
        .select()
        .from(tenants)
        .where(eq(tenants.id, seedIds.tenants.closed));
      expect(closed).toMatchObject({ riyalSign: false, sellerDetails: demoSellerDetails.closed });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
