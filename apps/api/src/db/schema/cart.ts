import type { CustomFieldValues, LocalizedText, ProductType } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, timestamptz } from './columns.ts';
import { customers } from './identity.ts';
import { bankAccounts, tenantReference, tenants } from './tenants.ts';

/** A money column: SAR with 2 decimals, read as a number. */

/**
 * A discount code of one tenant: `percentage` takes `value` % off the subtotal, `fixed` takes
 * `value` SAR off; `minimumSubtotal`, the validity window and `usageLimit` (orders that may
 * redeem it, counted in `coupon_redemptions`) gate it. Codes are stored upper-case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    value: money('value').notNull(),
    minimumSubtotal: money('minimum_subtotal'),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    /** How many orders may redeem the code in all; null for no limit. */
    usageLimit: integer('usage_limit'),
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
    check(
      'coupons_usage_limit_positive',
      sql`${table.usageLimit} is null or ${table.usageLimit} > 0`,
    ),
  ],
);

/**
 * A shopper's cart. Reachable by its id by anyone of the tenant until a customer is set; then only
 * by that customer. `version` grows with every change, so a step that checked the cart outside a
 * transaction can tell whether it changed since. `completed` once an order is made from it.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    /** 0 website, 1 mobile app. */
    source: smallint('source').notNull(),
    status: text('status', { enum: ['pending', 'completed'] })
      .notNull()
      .default('pending'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    /** E.164, proven by an otp token. */
    customerMobileNumber: text('customer_mobile_number'),
    customerCustomFields: jsonb('customer_custom_fields')
      .$type<CustomFieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    notes: text('notes'),
    customFields: jsonb('custom_fields')
      .$type<CustomFieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The server changed the cart on its own (re-priced a line) since the shopper's last change. */
    isUpdated: boolean('is_updated').notNull().default(false),
    orderNumber: text('order_number'),
    version: integer('version').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    index('carts_tenant_customer_status').on(table.tenantId, table.customerId, table.status),
    check('carts_source', sql`${table.source} in (0, 1)`),
    check(
      'carts_completed_has_order_number',
      sql`${table.status} <> 'completed' or (${table.orderNumber} is not null and ${table.completedAt} is not null)`,
    ),
  ],
);

/**
 * What a cart line keeps of its product, in both languages, so the cart reads without the
 * catalogue (and inside a transaction); refreshed when the cart is validated.
 */
export interface CartItemProductSnapshot {
  type: ProductType;
  name: LocalizedText;
  description: LocalizedText;
  imageUrl: string | null;
  /** Names of `providersIds`, in the same order. */
  providerNames: { ar: string[]; en: string[] };
  /**
   * The chosen price option, so the line names it (docs/product/api.md, "Cart line details").
   * Lines stored before it was kept have none.
   */
  price?: { name: LocalizedText; period: 'month' | 'year' | null };
  /** The product's custom fields and add-ons, to name the values the line sets. */
  customFields?: CartItemFieldSnapshot[];
  /** A reservation booked by whole days. */
  isFullDayBooking?: boolean;
}

/** A product's custom field as a cart line keeps it: its label and choices in both languages. */
export interface CartItemFieldSnapshot {
  key: string;
  type: 'text' | 'number' | 'select' | 'checkbox' | 'date';
  label: LocalizedText;
  /** Add-on price per unit; 0 for a plain field. */
  price: number;
  options: { value: string; label: LocalizedText }[] | null;
}

/**
 * One line of a cart: what the shopper chose and how the catalogue priced it. Reservations keep
 * their slot, providers and location; the catalogue books them under the line's id at process.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Order of the lines in the cart. */
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    product: jsonb('product').$type<CartItemProductSnapshot>().notNull(),
    priceId: text('price_id').notNull(),
    quantity: integer('quantity').notNull(),
    effectiveQuantity: numeric('effective_quantity', {
      precision: 12,
      scale: 4,
      mode: 'number',
    }).notNull(),
    /** Unit price after the price's own discount. */
    unitPrice: money('unit_price').notNull(),
    /** Before the price's own discount. */
    totalPrice: money('total_price').notNull(),
    /** The line total (after the price's discount, before coupon and tax). */
    amount: money('amount').notNull(),
    flatAmount: money('flat_amount').notNull(),
    depositAmount: money('deposit_amount').notNull(),
    customFields: jsonb('custom_fields')
      .$type<CustomFieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    reservationDateFrom: timestamptz('reservation_date_from'),
    reservationDateTo: timestamptz('reservation_date_to'),
    providerIds: text('provider_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    providerCount: integer('provider_count').notNull().default(1),
    subscriptionStartDate: text('subscription_start_date'),
    customerLocation: jsonb('customer_location').$type<{ latitude: number; longitude: number }>(),
    /** Set when the cart completes: the order's id and the line's own. */
    payableItemGroupId: uuid('payable_item_group_id'),
    payableItemId: uuid('payable_item_id'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('cart_items_cart').on(table.cartId, table.position),
    check('cart_items_quantity', sql`${table.quantity} >= 1`),
    check('cart_items_provider_count', sql`${table.providerCount} >= 1`),
  ],
);

/**
 * The last order number of each tenant; incremented under its row lock, so numbers are unique
 * and gap-free per tenant whichever instance makes the order.
 */
export const orderNumberCounters = pgTable('order_number_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The order made from a completed cart: one per cart (`cart_id` unique), so a repeated or
 * concurrent process can never make a second. Totals are those the customer agreed to.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** A payment method value of docs/product/entities.md (`cash`, `banktransfer`). */
    paymentMethod: text('payment_method').notNull(),
    /**
     * `paid`, `pendingVerification` (a bank transfer whose receipt awaits the tenant's check) or
     * `cancelled` (docs/product/account.md).
     */
    status: text('status', { enum: ['paid', 'pendingVerification', 'cancelled'] })
      .notNull()
      .default('paid'),
    subTotal: money('sub_total').notNull(),
    discountAmount: money('discount_amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    totalAmount: money('total_amount').notNull(),
    amountToBePaid: money('amount_to_be_paid').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('orders_cart_unique').on(table.cartId),
    uniqueIndex('orders_tenant_number_unique').on(table.tenantId, table.orderNumber),
    index('orders_tenant_customer').on(table.tenantId, table.customerId, table.createdAt),
  ],
);

/** One use of a coupon by an order; counted against the coupon's usage limit. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountAmount: money('discount_amount').notNull(),
    redeemedAt: timestamptz('redeemed_at').notNull(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_cart_unique').on(table.cartId),
    index('coupon_redemptions_coupon').on(table.couponId),
  ],
);

/**
 * An uploaded bank-transfer receipt: the file lives under `DATA_DIR/uploads` with the random
 * `storedName` (never the client's name, never in a served folder); its type was read from its
 * content.
 */
export const bankTransferReceipts = pgTable(
  'bank_transfer_receipts',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** As the client named it, for people reading the order; never used as a path. */
    originalFileName: text('original_file_name'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('bank_transfer_receipts_stored_name_unique').on(table.storedName),
    check(
      'bank_transfer_receipts_content_type',
      sql`${table.contentType} in ('image/png', 'image/jpeg', 'image/gif')`,
    ),
    check('bank_transfer_receipts_size', sql`${table.sizeBytes} > 0`),
  ],
);

/** Who paid a cart by bank transfer, into which account, and the receipt; one per cart. */
export const bankTransferInfos = pgTable('bank_transfer_infos', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  tenantId: tenantReference(),
  transferorName: text('transferor_name').notNull(),
  bankAccountId: uuid('bank_account_id')
    .notNull()
    .references(() => bankAccounts.id),
  receiptId: uuid('receipt_id')
    .notNull()
    .references(() => bankTransferReceipts.id),
  updatedAt: timestamptz('updated_at').notNull(),
});
