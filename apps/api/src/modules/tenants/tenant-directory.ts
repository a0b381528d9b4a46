import type { Db } from '../../db/database.ts';
import type { Notifications } from '../../db/notifications.ts';
import type { Clock } from '../../platform/clock.ts';
import { createSettingsRepository, type TenantSettings } from './settings-repository.ts';
import { ExpiringCache } from './expiring-cache.ts';
import { tenantChangesChannel } from './tenant-changes-channel.ts';
import { findTenant, listTenantOrigins, type TenantRef } from './tenant-repository.ts';

/** What the directory reads and listens to. */
export interface TenantDirectoryDeps {
  db: Db;
  notifications: Notifications;
  clock: Clock;
  /** Reports a failed subscription (reads then go to the database until one succeeds). */
  onError: (error: unknown) => void;
  /** How long an entry lives at most, in case a notification is lost (a dropped connection). */
  ttlMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's one tenant directory: created when the app is built (app.ts), shared by every
     * module, closed with the app.
     */
    tenantDirectory: TenantDirectory;
  }
}

/** Tenants and their settings as every request reads them, cached in this process. */
export interface TenantDirectory {
  /** The tenant by name (any case) or id, as `findTenant`. */
  findTenant(nameOrId: string): Promise<TenantRef | null>;
  /** The tenant's settings, as `createSettingsRepository(db, tenantId).find()`. */
  settings(tenantId: string): Promise<TenantSettings | null>;
  /** Every origin some tenant lists as its own site, as `listTenantOrigins`. */
  tenantOrigins(): Promise<string[]>;
  /** Stops listening; later reads go to the database. */
  close(): Promise<void>;
}

/** Short enough that a lost notification costs seconds of staleness, long enough to matter. */
export const defaultTenantTtlMs = 10_000;
/** Keys come from a request header, so unknown names are cached too but boundedly. */
const maxEntries = 1_000;

/**
 * A read-through cache of tenants and tenant settings, correct across API instances: it listens
 * on {@link tenantChangesChannel}, which the database's triggers notify on every change of the
 * tables behind it, and empties itself on each notification (changes are rare; tenants few).
 * Entries also expire after `ttlMs`, bounding staleness should the listening connection drop.
 * Nothing is cached until the subscription is in place, so no change can slip in between.
 *
 * @example
 * const directory = await createTenantDirectory({ db, notifications, clock, onError });
 * const tenant = await directory.findTenant('demo');
 */
export async function createTenantDirectory(deps: TenantDirectoryDeps): Promise<TenantDirectory> {
  const options = { ttlMs: deps.ttlMs ?? defaultTenantTtlMs, maxEntries, clock: deps.clock };
  const tenants = new ExpiringCache<TenantRef | null>(options);
  const settings = new ExpiringCache<TenantSettings | null>(options);
  const origins = new ExpiringCache<string[]>(options);
  const clear = () => {
    tenants.clear();
    settings.clear();
    origins.clear();
  };
  let unsubscribe: (() => Promise<void>) | null = null;
  try {
    unsubscribe = await deps.notifications.subscribe(tenantChangesChannel, clear);
  } catch (error) {
    deps.onError(error);
  }
  const cached = () => unsubscribe !== null;
  return {
    findTenant(nameOrId) {
      const key = nameOrId.trim().toLowerCase();
      if (!cached()) return findTenant(deps.db, key);
      return tenants.get(key, () => findTenant(deps.db, key));
    },
    settings(tenantId) {
      const read = () => createSettingsRepository(deps.db, tenantId).find();
      return cached() ? settings.get(tenantId, read) : read();
    },
    tenantOrigins() {
      const read = () => listTenantOrigins(deps.db);
      return cached() ? origins.get('all', read) : read();
    },
    async close() {
      const stop = unsubscribe;
      unsubscribe = null;
      clear();
      await stop?.();
    },
  };
}
