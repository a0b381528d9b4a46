import { sql } from 'drizzle-orm';
import type { SellerDetails } from '@storefront/contracts';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns.ts';

/**
 * A selling business. `name` is what the `__tenant` header carries (stored lower-case, matched
 * case-insensitively); the payment and tax settings live on the row because every tenant has
 * exactly one set.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    taxPercentage: numeric('tax_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('SAR'),
    /** Enabled payment method values of docs/product/entities.md, in display order. */
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Which card provider takes the tenant's cards: `moyasar` (token-style) or `myfatoorah` (session-style). */
    cardProvider: text('card_provider').notNull().default('moyasar'),
    /** The tenant's time zone (IANA): its calendar days and working hours are this clock's. */
    timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
    /**
     * Origins of the tenant's own sites, allowed to call the API for this tenant and to frame its
     * pages (docs/product/embedding.md); empty: the deployment's `CORS_ORIGINS` apply.
     */
    allowedOrigins: text('allowed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The store's legal details (contracts `sellerDetailsSchema`, docs/product/invoices.md): the
     * footer of every page that asks for money and the seller of every tax invoice. Null: not
     * set up; the tenant then issues no tax invoice.
     */
    sellerDetails: jsonb('seller_details').$type<SellerDetails>(),
    /** Whether amounts show the riyal sign; null: on for SAR, off for any other currency. */
    riyalSign: boolean('riyal_sign'),
    /** Which ZATCA phase its invoices follow: `generation` (phase 1) or `integration` (phase 2). */
    zatcaPhase: text('zatca_phase').notNull().default('generation'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('tenants_name_unique').on(table.name),
    check('tenants_zatca_phase', sql`${table.zatcaPhase} in ('generation', 'integration')`),
    check('tenants_name_lower_case', sql`${table.name} = lower(${table.name})`),
    check('tenants_card_provider', sql`${table.cardProvider} in ('moyasar', 'myfatoorah')`),
  ],
);

/**
 * A row's tenant: every tenant-owned row names it, and goes with it when the tenant is deleted.
 *
 * @example
 * pgTable('presets', { id: uuid('id').primaryKey(), tenantId: tenantReference() });
 */
export function tenantReference() {
  return uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
}

/** The tenant's logo file, kept in the database so every API instance serves the same bytes. */
export const tenantLogos = pgTable('tenant_logos', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** Terms and conditions HTML, one row per tenant and language (`ar`, `en`). */
export const termsAndConditions = pgTable(
  'terms_and_conditions',
  {
    tenantId: tenantReference(),
    language: text('language').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.language] }),
    check('terms_and_conditions_language', sql`${table.language} in ('ar', 'en')`),
  ],
);

/** Accounts a customer may pay into by bank transfer; banks are named by code (1–11). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    bankCode: smallint('bank_code').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    iban: text('iban').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [check('bank_accounts_bank_code', sql`${table.bankCode} between 1 and 11`)],
);
