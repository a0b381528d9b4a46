import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * A discount code of one tenant: `percentage` takes `value` % off the subtotal, `fixed` takes
 * `value` SAR off; `minimumSubtotal` and the validity window gate it. Codes are stored upper-case.
 * The cart area (carts, items, orders) extends this file.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    minimumSubtotal: numeric('minimum_subtotal', { precision: 12, scale: 2, mode: 'number' }),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('coupons_tenant_code_unique').on(table.tenantId, table.code),
    check('coupons_code_upper_case', sql`${table.code} = upper(${table.code})`),
    check('coupons_value_positive', sql`${table.value} > 0`),
    check(
      'coupons_percentage_at_most_100',
      sql`${table.discountType} <> 'percentage' or ${table.value} <= 100`,
    ),
  ],
);
