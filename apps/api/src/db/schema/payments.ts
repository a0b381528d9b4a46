import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart.ts';
import { money, timestamptz } from './columns.ts';
import { customers } from './identity.ts';
import { tenantReference } from './tenants.ts';

/**
 * One try at paying a cart online. Made (or found again by its `idempotency_key`) by the calls
 * that start a payment; it holds the cart's reservations and stock until `hold_expires_at`, and
 * makes at most one payment at its provider (`provider_payment_id`; the attempt's id is also the
 * idempotency id the provider is given). The server settles it only after asking the provider
 * (status, amount, currency, reference), never from a redirect's query string. At most one
 * `pending` attempt per cart.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The checkout's key (the `Idempotency-Key` header), unique per cart. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** `moyasar`, `myfatoorah`, `tabby` or `tamara`. */
    provider: text('provider').notNull(),
    /** A payment method value of docs/product/entities.md: mada, visa, applepay, tabby, tamara. */
    method: text('method').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    /** SAR, 2 decimals: the cart's amount to be paid when the attempt started. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** The cart's `version` the amount was taken from; a changed cart cannot be paid by it. */
    cartVersion: integer('cart_version').notNull(),
    /** The provider's id of its payment (payment, invoice, tabby payment, tamara order). */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's session id where it has one (tabby session, session-style card session). */
    providerSessionId: text('provider_session_id'),
    /** The provider page the shopper finishes on (3-D Secure, hosted checkout). */
    redirectUrl: text('redirect_url'),
    /** Checkout URLs the shopper returns to; origins checked against the allowed ones. */
    returnUrl: text('return_url').notNull(),
    errorReturnUrl: text('error_return_url'),
    /** Whether the cart's reservations and stock are held for this attempt now. */
    holdsPlaces: text('holds_places', { enum: ['held', 'released', 'kept'] })
      .notNull()
      .default('held'),
    holdExpiresAt: timestamptz('hold_expires_at').notNull(),
    /** Set on failure: a payment error code of docs/product/errors.md and the reason. */
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    providerMessage: text('provider_message'),
    orderNumber: text('order_number'),
    /**
     * Set while a call that makes the attempt's provider payment is out (outside any transaction,
     * docs/decisions/0021): others wait for it instead of calling again; one left behind by a
     * crash is taken over once stale, the provider's idempotency finding the payment it made.
     */
    providerCallAt: timestamptz('provider_call_at'),
    /**
     * Money taken for an attempt that ended without an order: `due` until the provider has given
     * it back (`refunded` a captured payment, `voided` an authorised one); the sweeper retries `due`.
     */
    moneyReturn: text('money_return', { enum: ['due', 'refunded', 'voided'] }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('payment_attempts_cart_key_unique').on(
      table.tenantId,
      table.cartId,
      table.idempotencyKey,
    ),
    uniqueIndex('payment_attempts_one_pending_per_cart')
      .on(table.cartId)
      .where(sql`${table.status} = 'pending'`),
    index('payment_attempts_money_return_due')
      .on(table.updatedAt)
      .where(sql`${table.moneyReturn} = 'due'`),
    index('payment_attempts_pending_expiry')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending'`),
    check(
      'payment_attempts_provider',
      sql`${table.provider} in ('moyasar', 'myfatoorah', 'tabby', 'tamara')`,
    ),
    check(
      'payment_attempts_money_return',
      sql`${table.moneyReturn} is null or ${table.moneyReturn} in ('due', 'refunded', 'voided')`,
    ),
  ],
);
