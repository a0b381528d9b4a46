import { tokenRefresh } from '@storefront/contracts';

/** Token refresh constants of docs/product/constants.md, as contracts defines them. */
export const tokenRefreshLimits = tokenRefresh;

/** The shape of {@link tokenRefreshLimits}, with plain numbers so tests may override them. */
export type TokenRefreshLimits = { [K in keyof typeof tokenRefreshLimits]: number };
