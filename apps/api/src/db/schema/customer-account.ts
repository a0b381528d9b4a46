import type { CustomFieldValues } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './cart.ts';
import { productPrices, products, type StoredFieldOption } from './catalog.ts';
import { timestamptz } from './columns.ts';
import { customers } from './identity.ts';
import { tenantReference } from './tenants.ts';

// What a signed-in customer keeps in the account (docs/product/account.md): presets, saved
// locations, bought packages and subscriptions. Every row names its tenant and, where it is a
// customer's, its customer; every query filters by both.

/** A set of fields a tenant lets customers save values for (e.g. a car: plate, model, colour). */
export const presets = pgTable(
  'presets',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('presets_tenant').on(table.tenantId, table.sortOrder)],
);

/** One field of a preset, shaped as a product's custom field without a price. */
export const presetFields = pgTable(
  'preset_fields',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    presetId: uuid('preset_id')
      .notNull()
      .references(() => presets.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    labelAr: text('label_ar').notNull(),
    labelEn: text('label_en').notNull(),
    type: text('type', { enum: ['text', 'number', 'select', 'checkbox', 'date'] }).notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<StoredFieldOption[]>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('preset_fields_preset_key').on(table.presetId, table.key)],
);

/** One saved set of a preset's values by one customer; at most one default per preset. */
export const presetGroups = pgTable(
  'preset_groups',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    presetId: uuid('preset_id')
      .notNull()
      .references(() => presets.id, { onDelete: 'cascade' }),
    name: text('name'),
    isDefault: boolean('is_default').notNull().default(false),
    values: jsonb('values').$type<CustomFieldValues>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('preset_groups_customer').on(table.tenantId, table.customerId, table.presetId),
    uniqueIndex('preset_groups_one_default')
      .on(table.customerId, table.presetId)
      .where(sql`${table.isDefault}`),
  ],
);

/** A place a customer saved (for reservations whose providers come to them). */
export const customerLocations = pgTable(
  'customer_locations',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    description: text('description'),
    type: text('type'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('customer_locations_customer').on(table.tenantId, table.customerId, table.createdAt),
    check('customer_locations_longitude', sql`${table.longitude} between -180 and 180`),
    check('customer_locations_latitude', sql`${table.latitude} between -90 and 90`),
  ],
);

/** A package product's own terms: how long a bought one lasts (null days: it does not expire). */
export const packageTerms = pgTable('package_terms', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  tenantId: tenantReference(),
  validityDays: integer('validity_days'),
});

/** What a package product includes: `quantity` of another product of the same tenant. */
export const packageContents = pgTable(
  'package_contents',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    packageProductId: uuid('package_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('package_contents_package_product').on(table.packageProductId, table.productId),
    check('package_contents_quantity', sql`${table.quantity} >= 1`),
  ],
);

/** A package a customer bought: made when the order of a package line completes. */
export const customerPackages = pgTable(
  'customer_packages',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order's payable item group (the order id), for the wallet pass. */
    payableItemGroupId: uuid('payable_item_group_id'),
    /** The cart line it was bought by; one package per bought unit of that line. */
    cartItemId: uuid('cart_item_id'),
    purchasedAt: timestamptz('purchased_at').notNull(),
    expiresAt: timestamptz('expires_at'),
  },
  (table) => [
    index('customer_packages_customer').on(table.tenantId, table.customerId, table.purchasedAt),
  ],
);

/** One product of a bought package and how much of it was used. */
export const customerPackageItems = pgTable(
  'customer_package_items',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    customerPackageId: uuid('customer_package_id')
      .notNull()
      .references(() => customerPackages.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    totalQuantity: integer('total_quantity').notNull(),
    usedQuantity: integer('used_quantity').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('customer_package_items_package').on(table.customerPackageId, table.sortOrder),
    check(
      'customer_package_items_quantities',
      sql`${table.totalQuantity} >= 1 and ${table.usedQuantity} between 0 and ${table.totalQuantity}`,
    ),
  ],
);

/** A subscription a customer holds: `endDate` is when the current period ends (next renewal). */
export const customerSubscriptions = pgTable(
  'customer_subscriptions',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceId: uuid('price_id')
      .notNull()
      .references(() => productPrices.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'cancelled', 'expired'] }).notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('customer_subscriptions_customer').on(table.tenantId, table.customerId, table.status),
    check('customer_subscriptions_period', sql`${table.endDate} > ${table.startDate}`),
  ],
);
