/**
 * The notification channel on which the database announces every change of `tenants` or
 * `tenant_logos` (statement triggers of migration 0002, whoever writes: the API, the seed, psql).
 */
export const tenantChangesChannel = 'tenant_changes';
