/** The account area's paths (docs/product/account-pages.md); the static server sends them account.html. */
export const accountPaths = {
  root: '/account',
  orders: '/account/orders',
  order: (cartId: string) => `/account/orders/${encodeURIComponent(cartId)}`,
  profile: '/account/profile',
  presets: '/account/presets',
  locations: '/account/locations',
  packages: '/account/packages',
} as const;
