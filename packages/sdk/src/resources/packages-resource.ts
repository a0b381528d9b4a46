import {
  customerPackageListSchema,
  type CustomerPackage,
  type ListResult,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/** The packages a customer bought. */
export interface PackagesResource {
  /**
   * `GET /api/app/package/customer-packages/{customerId}?includeAllPackageItems`: with
   * `includeAllPackageItems` false (default) only the items with some quantity left.
   */
  customerPackages(
    customerId: string,
    options?: CallOptions & { includeAllPackageItems?: boolean },
  ): Promise<ListResult<CustomerPackage>>;
}

/**
 * Packages over an http-client; `customerId` is the `CustomerId` claim (`customerIdOf(token)`).
 *
 * @example
 * const { items } = await createPackagesResource(http).customerPackages(customerId);
 */
export function createPackagesResource(http: HttpClient): PackagesResource {
  return {
    customerPackages: (customerId, { includeAllPackageItems = false, ...options } = {}) =>
      http.get(`/api/app/package/customer-packages/${encodeURIComponent(customerId)}`, {
        ...options,
        responseSchema: customerPackageListSchema,
        query: { includeAllPackageItems },
      }),
  };
}
