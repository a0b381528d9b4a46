import * as z from 'zod/mini';
import { cardProviderSchema } from '../constants/card-provider.ts';
import { paymentMethodSchema } from '../constants/payment-method.ts';
import { defaultTenantTimeZone } from '../locale/tenant-clock.ts';
import { sellerDetailsSchema } from './seller-details.ts';

/**
 * `GET /api/app/setting-manager/payment-and-tax-settings`: the tenant's brand, tax and enabled
 * payment methods (docs/product/api.md). `logoUrl` is null when the tenant has no logo (the
 * checkout then shows `brandName` as text); an empty `paymentMethods` means "No payment methods
 * are currently available."
 */
export const paymentAndTaxSettingsSchema = z
  .object({
    tenantId: z.uuid(),
    brandName: z.string(),
    logoUrl: z.nullable(z.url()),
    /** Percent, e.g. 15 for 15 %. */
    taxPercentage: z.number().check(z.gte(0)).check(z.lte(100)),
    /** ISO 4217 code; SAR. */
    currency: z.string().check(z.length(3)),
    paymentMethods: z.array(paymentMethodSchema),
    /** Which card provider takes this tenant's cards (mada, visa); Apple Pay always goes through `moyasar`. */
    cardProvider: cardProviderSchema,
    /**
     * The tenant's time zone (IANA, e.g. `Asia/Riyadh`): its days, working hours and the times the
     * pages show are the shop's clock. A backend that sends none means Saudi Arabia's.
     */
    timeZone: z._default(z.string().check(z.minLength(1)), defaultTenantTimeZone),
    /**
     * The store's legal details (docs/product/invoices.md), shown in the footer of every page that
     * asks for money and on every tax invoice; null when the backend has none (the footer then
     * shows the brand name only).
     */
    seller: z._default(z.nullable(sellerDetailsSchema), null),
    /**
     * Whether amounts use the Saudi riyal sign (U+20C1) instead of the code (docs/product/invoices.md);
     * the backend's default is on for SAR.
     */
    riyalSign: z._default(z.boolean(), false),
  })
  .register(z.globalRegistry, { id: 'PaymentAndTaxSettings' });

export type PaymentAndTaxSettings = z.infer<typeof paymentAndTaxSettingsSchema>;
