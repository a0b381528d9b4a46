import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { tenantStampKeys, tenants } from '../../../db/schema/index.ts';
import {
  parseTenantSettingsFile,
  TenantSettingsFileError,
  type TenantSettingsFile,
} from './tenant-settings-file.ts';

/**
 * What is wrong with a stamp key and certificate, as `field: reason`, or null: checked here so a
 * bad pair stops the start instead of failing every order (ZATCA stamps are ECDSA secp256k1, and
 * the certificate must be the key's).
 */
function stampKeyProblem(privateKeyPem: string, certificatePem: string): string | null {
  let key;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    return 'privateKeyFile: not a PEM private key';
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'secp256k1') {
    return 'privateKeyFile: a ZATCA stamp key is ECDSA secp256k1';
  }
  let certificate;
  try {
    certificate = new X509Certificate(certificatePem);
  } catch {
    return 'certificateFile: not a PEM certificate';
  }
  const ofKey = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const ofCertificate = certificate.publicKey.export({ type: 'spki', format: 'der' });
  if (!ofKey.equals(ofCertificate)) return 'certificateFile: not the certificate of the key';
  return null;
}

/** What applying the file needs from outside. */
export interface ApplyTenantSettingsDeps {
  /** Reads a file named by the settings (the stamp PEMs); `fs.readFile` in production. */
  readText: (path: string) => Promise<string>;
  now: Date;
}

/**
 * Applies a checked settings file inside `tx`: each named tenant gets the settings its entry
 * gives (the others keep theirs). A tenant the database does not know, a PEM file that is not a
 * key or a certificate, or the integration phase without a stamp key (given now or stored
 * before) stops it with {@link TenantSettingsFileError}, and nothing is applied. Answers the
 * names of the tenants changed.
 *
 * @example
 * await db.transaction((tx) => applyTenantSettings(tx, settings, { readText, now }));
 */
export async function applyTenantSettings(
  tx: Db,
  settings: TenantSettingsFile,
  deps: ApplyTenantSettingsDeps,
): Promise<string[]> {
  const applied: string[] = [];
  for (const [name, entry] of Object.entries(settings)) {
    const [tenant] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, name))
      .limit(1);
    if (!tenant) throw new TenantSettingsFileError(`${name}: no tenant has this name`);
    if (entry.stamp) {
      const read = async (field: 'privateKeyFile' | 'certificateFile', path: string) => {
        try {
          return await deps.readText(path);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new TenantSettingsFileError(`${name}.stamp.${field}: cannot be read (${reason})`);
        }
      };
      const privateKeyPem = await read('privateKeyFile', entry.stamp.privateKeyFile);
      const certificatePem = await read('certificateFile', entry.stamp.certificateFile);
      const problem = stampKeyProblem(privateKeyPem, certificatePem);
      if (problem) throw new TenantSettingsFileError(`${name}.stamp.${problem}`);
      await tx
        .insert(tenantStampKeys)
        .values({ tenantId: tenant.id, privateKeyPem, certificatePem, createdAt: deps.now })
        .onConflictDoUpdate({
          target: tenantStampKeys.tenantId,
          set: { privateKeyPem, certificatePem, createdAt: deps.now },
        });
    }
    if (entry.zatcaPhase === 'integration' && !entry.stamp) {
      const [stored] = await tx
        .select({ tenantId: tenantStampKeys.tenantId })
        .from(tenantStampKeys)
        .where(eq(tenantStampKeys.tenantId, tenant.id))
        .limit(1);
      if (!stored) {
        throw new TenantSettingsFileError(
          `${name}.stamp: the integration phase needs the stamp key and certificate files`,
        );
      }
    }
    await tx
      .update(tenants)
      .set({
        ...(entry.seller !== undefined ? { sellerDetails: entry.seller } : {}),
        ...(entry.riyalSign !== undefined ? { riyalSign: entry.riyalSign } : {}),
        ...(entry.zatcaPhase !== undefined ? { zatcaPhase: entry.zatcaPhase } : {}),
      })
      .where(eq(tenants.id, tenant.id));
    applied.push(name);
  }
  return applied;
}

/**
 * Reads, checks and applies `TENANT_SETTINGS_FILE` in one transaction (the API's start, after the
 * migrations and the seed). Answers the names of the tenants changed.
 *
 * @example
 * await applyTenantSettingsFile(database.db, '/etc/storefront/tenants.json', new Date());
 */
export async function applyTenantSettingsFile(db: Db, file: string, now: Date): Promise<string[]> {
  const readText = (path: string) => readFile(path, 'utf8');
  const settings = parseTenantSettingsFile(await readText(file), file);
  return db.transaction((tx) => applyTenantSettings(tx, settings, { readText, now }));
}
