// Every table of the API, one file per area; drizzle-kit and the query builder read this index.
export * from './tenants.ts';
export * from './identity.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './events.ts';
export * from './payments.ts';
export * from './customer-account.ts';
export * from './invoices.ts';
