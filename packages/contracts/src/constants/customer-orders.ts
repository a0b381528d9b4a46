/** Default paging of `GET /api/app/identity-customer/orders` (spec sections 7 and 9). */
export const customerOrdersPage = {
  maxResultCount: 5,
  skipCount: 0,
} as const;
