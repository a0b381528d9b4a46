import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tenantStampKeys, tenants } from '../../../db/schema/index.ts';
import { demoSellerDetails } from '../../../db/seed/seed-seller-details.ts';
import { seedIds } from '../../../db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { testEpoch } from '../../../testing/test-clock.ts';
import { applyTenantSettings } from './apply-tenant-settings.ts';
import { TenantSettingsFileError } from './tenant-settings-file.ts';

const keyPem = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEI\n-----END PRIVATE KEY-----\n';
const certificatePem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const files: Record<string, string> = { '/key.pem': keyPem, '/cert.pem': certificatePem };
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
    await expect(
      apply({ clinic: { stamp: { privateKeyFile: '/cert.pem', certificateFile: '/cert.pem' } } }),
    ).rejects.toThrow('clinic.stamp.privateKeyFile: not a PEM private key');
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
});
