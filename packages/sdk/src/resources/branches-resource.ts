import { branchListSchema, type Branch, type ListResult } from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/** The tenant's branches (docs/product/api.md, "Configuration"). */
export interface BranchesResource {
  /** `GET /api/app/branch/branch-list`. */
  list(options?: CallOptions): Promise<ListResult<Branch>>;
}

/**
 * Branches over an http-client.
 *
 * @example const { items } = await createBranchesResource(http).list();
 */
export function createBranchesResource(http: HttpClient): BranchesResource {
  return {
    list: (options) =>
      http.get('/api/app/branch/branch-list', { ...options, responseSchema: branchListSchema }),
  };
}
