// The public API of @storefront/sdk: every concept's entry point (package.json `exports`),
// re-exported whole, so `@storefront/sdk` and `@storefront/sdk/<concept>` answer the same names.
export * from './http/index.ts';
export * from './resources/index.ts';
export * from './auth/index.ts';
export * from './payments/index.ts';
export * from './events/index.ts';
export * from './embed/index.ts';
export * from './machines/cart/index.ts';
export * from './machines/cart-storage/index.ts';
export * from './machines/reservation/index.ts';
export * from './machines/price/index.ts';
export * from './machines/shared/index.ts';
export * from './lines/index.ts';
