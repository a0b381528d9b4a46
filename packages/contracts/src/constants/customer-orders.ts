/**
 * Default paging of `GET /api/app/identity-customer/orders` (docs/product/api.md and constants.md).
 */
export const customerOrdersPage = {
  maxResultCount: 5,
  skipCount: 0,
} as const;
