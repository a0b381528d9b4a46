// Loaded on demand (see identity-schemas.ts): the Saudi mobile rule carries libphonenumber-js's
// metadata, about a fifth of the page's script, which the first paint does not need.
export { saudiMobileNumberSchema } from '@storefront/contracts';
