import type { AppDeps } from '../../app/app-deps.ts';
import { createTenantDirectory, type TenantDirectory } from './tenant-directory.ts';

const directories = new WeakMap<AppDeps, Promise<TenantDirectory>>();

/**
 * The one tenant directory of an app's dependencies (one per API instance: its database
 * connection and clock), created on first use so every module shares its cache. `onError` (of
 * the first caller) hears of a failed subscription; the directory then reads through.
 *
 * @example
 * const tenant = await (await tenantDirectoryOf(app.deps)).findTenant('demo');
 */
export function tenantDirectoryOf(
  deps: AppDeps,
  onError: (error: unknown) => void = () => undefined,
): Promise<TenantDirectory> {
  let directory = directories.get(deps);
  if (!directory) {
    directory = createTenantDirectory({
      db: deps.database.db,
      notifications: deps.database.notifications,
      clock: deps.clock,
      onError,
    });
    directories.set(deps, directory);
  }
  return directory;
}
