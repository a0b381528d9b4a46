import { eq } from 'drizzle-orm';
import { tenantStampKeys, tenants } from '../schema/index.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';
import { demoSellerDetails } from './seed-seller-details.ts';

/**
 * Puts the `demo` tenant in ZATCA's integration phase with a stamp key and certificate made at
 * seed time (`makeStampKeys`: a new secp256k1 key and a self-signed certificate;
 * docs/product/invoices.md, "Demo data"). ZATCA's onboarding issues a real tenant's certificate
 * (its CSID); nothing outside this demo trusts this one. Only when the tenant has no key yet, so a
 * key set by configuration is kept; without `makeStampKeys`, nothing.
 */
export async function seedStampKeys({ db, now, makeStampKeys }: SeedContext): Promise<void> {
  if (!makeStampKeys) return;
  const [present] = await db
    .select({ tenantId: tenantStampKeys.tenantId })
    .from(tenantStampKeys)
    .where(eq(tenantStampKeys.tenantId, seedIds.tenants.demo));
  if (present) return;
  const keys = makeStampKeys(demoSellerDetails.demo.legalNameEn, now);
  await db.insert(tenantStampKeys).values({
    tenantId: seedIds.tenants.demo,
    privateKeyPem: keys.privateKeyPem,
    certificatePem: keys.certificatePem,
    createdAt: now,
  });
  await db
    .update(tenants)
    .set({ zatcaPhase: 'integration' })
    .where(eq(tenants.id, seedIds.tenants.demo));
}
