import { describe, expect, it } from 'vitest';
import { demoSellerDetails } from '../../../db/seed/seed-seller-details.ts';
import { parseTenantSettingsFile, TenantSettingsFileError } from './tenant-settings-file.ts';

function problemOf(settings: unknown): string {
  try {
    parseTenantSettingsFile(JSON.stringify(settings), 'tenants.json');
  } catch (error) {
    if (error instanceof TenantSettingsFileError) return error.message;
    throw error;
  }
  throw new Error('Expected the settings to be refused');
}

describe('parseTenantSettingsFile', () => {
  it('accepts seller details, the riyal sign, the phase and stamp files per tenant', () => {
    const settings = {
      demo: {
        seller: demoSellerDetails.demo,
        riyalSign: false,
        zatcaPhase: 'integration',
        stamp: { privateKeyFile: '/run/secrets/key.pem', certificateFile: '/run/secrets/cert.pem' },
      },
      salon: { riyalSign: null },
    };
    expect(parseTenantSettingsFile(JSON.stringify(settings), 'tenants.json')).toEqual(settings);
  });

  it('names the field of a bad VAT number, commercial registration or postal code', () => {
    const seller = {
      ...demoSellerDetails.demo,
      vatNumber: '310175397400001',
      commercialRegistration: '10104567',
      address: { ...demoSellerDetails.demo.address, postalCode: '1221' },
    };
    const message = problemOf({ demo: { seller } });
    expect(message).toContain('tenants.json has invalid settings');
    expect(message).toContain(
      'demo.seller.vatNumber: A VAT number is 15 digits starting and ending with 3',
    );
    expect(message).toContain(
      'demo.seller.commercialRegistration: A commercial registration number is 10 digits',
    );
    expect(message).toContain('demo.seller.address.postalCode: A postal code is 5 digits');
  });

  it('refuses an unknown phase, a missing legal name, and text that is not JSON', () => {
    expect(problemOf({ demo: { zatcaPhase: 'clearance' } })).toContain('demo.zatcaPhase');
    const { legalNameAr: _left, ...withoutArabicName } = demoSellerDetails.salon;
    expect(problemOf({ salon: { seller: withoutArabicName } })).toContain(
      'salon.seller.legalNameAr',
    );
    expect(() => parseTenantSettingsFile('{ demo: ', 'tenants.json')).toThrow(
      /tenants.json is not JSON/,
    );
  });
});
