import type { CustomFieldValues } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantReference } from './tenants.ts';

/** An end customer of one tenant, known by a verified Saudi mobile number (E.164). */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    mobileNumber: text('mobile_number').notNull(),
    name: text('name'),
    email: text('email'),
    /** Profile custom fields, by key (`PUT /api/app/identity-customer`). */
    customFields: jsonb('custom_fields')
      .$type<CustomFieldValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('customers_tenant_mobile_unique').on(table.tenantId, table.mobileNumber)],
);

/**
 * One sent one-time code. The token and the code are stored only as hashes; `attempts` counts
 * tries, `consumedAt` marks the one successful use (after which the token proves the number).
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    mobileNumber: text('mobile_number').notNull(),
    purpose: smallint('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [
    uniqueIndex('otp_challenges_token_hash_unique').on(table.tokenHash),
    index('otp_challenges_tenant_mobile_created').on(
      table.tenantId,
      table.mobileNumber,
      table.createdAt,
    ),
    check('otp_challenges_attempts', sql`${table.attempts} >= 0`),
  ],
);

/**
 * Per-client request counters of the rate-limited routes (the sign-in routes' per-address limit),
 * one row per route and client address, kept here so every API instance counts the same calls. A
 * row's window restarts once `windowEndsAt` has passed; expired rows are purged now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The route and the client address, e.g. `POST /api/app/otp|203.0.113.7`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (table) => [
    index('rate_limit_counters_window_ends_at').on(table.windowEndsAt),
    check('rate_limit_counters_hits', sql`${table.hits} > 0`),
  ],
);

/**
 * A sign-in session: the family of refresh tokens born from one OTP sign-in. Revoking it ends
 * every refresh token and access token of the family at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('auth_sessions_customer').on(table.tenantId, table.customerId)],
);

/** One refresh token of a session, stored hashed; `usedAt` is set by its single rotation. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantReference(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(table.tokenHash),
    index('refresh_tokens_session').on(table.sessionId),
  ],
);
