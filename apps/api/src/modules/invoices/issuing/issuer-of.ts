import {
  sellerDetailsSchema,
  zatcaPhaseSchema,
  type SellerDetails,
  type ZatcaPhase,
} from '@storefront/contracts';
import { X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { tenantStampKeys, tenants } from '../../../db/schema/index.ts';

/** A tenant's stamp key and certificate, as stored (secret: never answered, never logged). */
export interface StoredStampKeys {
  privateKeyPem: string;
  certificatePem: string;
}

/** Who issues a tenant's tax documents, read inside the issuing transaction. */
export interface Issuer {
  seller: SellerDetails;
  currency: string;
  vatRate: number;
  /**
   * The phase its documents follow: the tenant's, except that a tenant set to `integration`
   * without a stamp key, or whose certificate is not valid at the time of issue (expired, to be
   * renewed), issues `generation` documents (tags 1–5, not reported) rather than failing orders.
   */
  phase: ZatcaPhase;
  stamp: StoredStampKeys | null;
}

/**
 * The tenant's issuer, or null when it issues no tax document: no valid seller details, no VAT
 * (a 0 % tenant is not VAT-registered), or a currency other than SAR (ZATCA's documents are in
 * SAR, BR-KSA-68). Checked before the chain is touched, so such a tenant's orders complete as
 * before and its chain keeps no gap.
 *
 * @example
 * const issuer = await issuerOf(tx, tenantId, now);
 */
export async function issuerOf(db: Db, tenantId: string, now: Date): Promise<Issuer | null> {
  const [row] = await db
    .select({
      sellerDetails: tenants.sellerDetails,
      currency: tenants.currency,
      taxPercentage: tenants.taxPercentage,
      zatcaPhase: tenants.zatcaPhase,
      privateKeyPem: tenantStampKeys.privateKeyPem,
      certificatePem: tenantStampKeys.certificatePem,
    })
    .from(tenants)
    .leftJoin(tenantStampKeys, eq(tenantStampKeys.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  if (!row) return null;
  const seller = sellerDetailsSchema.safeParse(row.sellerDetails);
  if (!seller.success || !(row.taxPercentage > 0) || row.currency !== 'SAR') return null;
  const phase = zatcaPhaseSchema.safeParse(row.zatcaPhase);
  const stamp =
    row.privateKeyPem !== null && row.certificatePem !== null
      ? { privateKeyPem: row.privateKeyPem, certificatePem: row.certificatePem }
      : null;
  const integration =
    phase.success && phase.data === 'integration' && stamp !== null && validAt(stamp, now);
  return {
    seller: seller.data,
    currency: row.currency,
    vatRate: row.taxPercentage,
    phase: integration ? 'integration' : 'generation',
    stamp: integration ? stamp : null,
  };
}

/** Whether the stamp's certificate is valid at `now` (ZATCA refuses a document stamped outside). */
function validAt(stamp: StoredStampKeys, now: Date): boolean {
  try {
    const certificate = new X509Certificate(stamp.certificatePem);
    return certificate.validFromDate <= now && now <= certificate.validToDate;
  } catch {
    // Not a certificate: left to the stamp, which says what is wrong.
    return true;
  }
}
