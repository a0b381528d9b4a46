import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, money, timestamptz } from './columns.ts';
import { tenantReference } from './tenants.ts';

/** One working period of a day, `HH:MM` in the tenant's time zone; `to` may be `24:00`. */
export interface WorkingPeriod {
  from: string;
  to: string;
}

/** A provider's week: seven lists of working periods, index 0 is Sunday (as `Date#getDay`). */
export type WeeklyHours = readonly (readonly WorkingPeriod[])[];

/** One choice of a `select` custom field, labelled in both languages. */
export interface StoredFieldOption {
  value: string;
  labelAr: string;
  labelEn: string;
}

/** A place of the tenant's business (`GET /api/app/branch/branch-list`). */
export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    addressAr: text('address_ar'),
    addressEn: text('address_en'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phoneNumber: text('phone_number'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('branches_tenant').on(table.tenantId),
    check(
      'branches_position',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null or (${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180))`,
    ),
  ],
);

/**
 * A person or resource reservations are booked with: working hours per weekday and, for services
 * at the customer's place, a geofence (a centre and a radius in metres) outside which they do not
 * serve.
 */
export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    geofenceLatitude: doublePrecision('geofence_latitude'),
    geofenceLongitude: doublePrecision('geofence_longitude'),
    geofenceRadiusMeters: integer('geofence_radius_meters'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('providers_tenant').on(table.tenantId),
    check(
      'providers_geofence_complete',
      sql`(${table.geofenceLatitude} is null) = (${table.geofenceLongitude} is null) and (${table.geofenceLatitude} is null) = (${table.geofenceRadiusMeters} is null)`,
    ),
    check(
      'providers_geofence_valid',
      sql`${table.geofenceLatitude} is null or (${table.geofenceLatitude} between -90 and 90 and ${table.geofenceLongitude} between -180 and 180 and ${table.geofenceRadiusMeters} > 0)`,
    ),
  ],
);

/**
 * A product of one of the four types. The reservation columns matter only for reservations:
 * `slotLengthMinutes` cuts working hours into slots (ignored by full-day products, whose slot is
 * the day) and `capacityPerSlot` is how many places each provider has in one slot.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    type: text('type', {
      enum: ['reservation', 'merchandise', 'subscription', 'package'],
    }).notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    isFullDayBooking: boolean('is_full_day_booking').notNull().default(false),
    isVariableDuration: boolean('is_variable_duration').notNull().default(false),
    enableCustomerToChooseProvider: boolean('enable_customer_to_choose_provider')
      .notNull()
      .default(false),
    showProviderName: boolean('show_provider_name').notNull().default(false),
    slotLengthMinutes: integer('slot_length_minutes').notNull().default(60),
    capacityPerSlot: integer('capacity_per_slot').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('products_tenant_type').on(table.tenantId, table.type),
    check('products_slot_length', sql`${table.slotLengthMinutes} between 5 and 1440`),
    check('products_capacity', sql`${table.capacityPerSlot} >= 1`),
  ],
);

/** A product's picture, kept in the database so every API instance serves the same bytes. */
export const productImages = pgTable('product_images', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  tenantId: tenantReference(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * One pricing option of a product. `discountedAmount` replaces `amount` when set;
 * `depositAmount` is taken per unit when the product asks for a deposit; `period` is the
 * subscription period. Stock: unlimited, or `availableQuantity` left, never below zero.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    amount: money('amount').notNull(),
    discountedAmount: money('discounted_amount'),
    depositAmount: money('deposit_amount'),
    period: text('period', { enum: ['month', 'year'] }),
    isUnlimited: boolean('is_unlimited').notNull().default(true),
    availableQuantity: integer('available_quantity').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('product_prices_product').on(table.tenantId, table.productId),
    check('product_prices_amount', sql`${table.amount} >= 0`),
    check(
      'product_prices_discounted_amount',
      sql`${table.discountedAmount} is null or ${table.discountedAmount} between 0 and ${table.amount}`,
    ),
    check(
      'product_prices_deposit_amount',
      sql`${table.depositAmount} is null or ${table.depositAmount} >= 0`,
    ),
    check('product_prices_available_quantity', sql`${table.availableQuantity} >= 0`),
  ],
);

/**
 * A question asked with a product (custom field). With an `addOnPrice` above 0 it is an add-on:
 * choosing it adds that price per unit of quantity, or once per line when `chargedOnce`.
 */
export const productCustomFields = pgTable(
  'product_custom_fields',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    labelAr: text('label_ar').notNull(),
    labelEn: text('label_en').notNull(),
    type: text('type', { enum: ['text', 'number', 'select', 'checkbox', 'date'] }).notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<StoredFieldOption[]>(),
    addOnPrice: money('add_on_price').notNull().default(0),
    chargedOnce: boolean('charged_once').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('product_custom_fields_product_key').on(table.productId, table.key),
    check('product_custom_fields_add_on_price', sql`${table.addOnPrice} >= 0`),
  ],
);

/** Which providers serve a product. */
export const productProviders = pgTable(
  'product_providers',
  {
    tenantId: tenantReference(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.providerId] }),
    index('product_providers_provider').on(table.providerId),
  ],
);

/**
 * One provider's part of a reservation: `quantity` places of `productId` from `startsAt` to
 * `endsAt`. A reservation with several providers has one row each, all under one `reference` (what
 * holds them, e.g. a cart item id), which is how they are released together.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    quantity: integer('quantity').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('bookings_provider_time').on(table.tenantId, table.providerId, table.startsAt),
    index('bookings_reference').on(table.tenantId, table.reference),
    check('bookings_period', sql`${table.endsAt} > ${table.startsAt}`),
    check('bookings_quantity', sql`${table.quantity} >= 1`),
  ],
);
