import { z } from 'zod';
import {
  cardProviderSchema,
  knownTimeZoneOr,
  paymentMethodSchema,
  sellerDetailsSchema,
  zatcaPhaseSchema,
  type CardProvider,
  type PaymentMethod,
  type SellerDetails,
  type ZatcaPhase,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenantLogos, tenants } from '../../db/schema/index.ts';

/** A tenant's settings as stored. */
export interface TenantSettings {
  tenantId: string;
  brandName: string;
  taxPercentage: number;
  currency: string;
  paymentMethods: PaymentMethod[];
  /** Which card provider takes the tenant's cards. */
  cardProvider: CardProvider;
  /** The tenant's time zone (IANA), one the runtime knows. */
  timeZone: string;
  /** When the logo last changed, or null without a logo. */
  logoUpdatedAt: Date | null;
  /** The tenant's own sites (origins); empty: the deployment's `CORS_ORIGINS` apply. */
  allowedOrigins: string[];
  /** The store's legal details, or null when the tenant has none set up (docs/product/invoices.md). */
  seller: SellerDetails | null;
  /** Whether amounts show the riyal sign: as set, else on for SAR. */
  riyalSign: boolean;
  /** Which ZATCA phase the tenant's invoices follow. */
  zatcaPhase: ZatcaPhase;
}

/**
 * One tenant's brand, tax and payment settings. Every query is scoped by `tenantId`.
 *
 * @example
 * const settings = await createSettingsRepository(db, tenant.id).find();
 */
export function createSettingsRepository(db: Db, tenantId: string) {
  return {
    async find(): Promise<TenantSettings | null> {
      const [row] = await db
        .select({
          tenantId: tenants.id,
          brandName: tenants.brandName,
          taxPercentage: tenants.taxPercentage,
          currency: tenants.currency,
          paymentMethods: tenants.paymentMethods,
          cardProvider: tenants.cardProvider,
          timeZone: tenants.timeZone,
          allowedOrigins: tenants.allowedOrigins,
          sellerDetails: tenants.sellerDetails,
          riyalSign: tenants.riyalSign,
          zatcaPhase: tenants.zatcaPhase,
          logoUpdatedAt: tenantLogos.updatedAt,
        })
        .from(tenants)
        .leftJoin(tenantLogos, eq(tenantLogos.tenantId, tenants.id))
        .where(eq(tenants.id, tenantId))
        .limit(1);
      if (!row) return null;
      const { sellerDetails, riyalSign, zatcaPhase, ...rest } = row;
      // Stored through the configuration's check (apply-tenant-configuration.ts); a row changed by
      // hand into something invalid is treated as no details rather than failing every page.
      const seller = sellerDetailsSchema.safeParse(sellerDetails);
      return {
        ...rest,
        seller: seller.success ? seller.data : null,
        riyalSign: riyalSign ?? row.currency === 'SAR',
        zatcaPhase: z.catch(zatcaPhaseSchema, 'generation').parse(zatcaPhase),
        cardProvider: z.catch(cardProviderSchema, 'moyasar').parse(row.cardProvider),
        timeZone: knownTimeZoneOr(row.timeZone),
        // A method value this API version does not know is left out rather than failing the page.
        paymentMethods: row.paymentMethods.flatMap((method) => {
          const parsed = paymentMethodSchema.safeParse(method);
          return parsed.success ? [parsed.data] : [];
        }),
      };
    },
  };
}
