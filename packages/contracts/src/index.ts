// The public surface of @storefront/contracts. Each area keeps its own index.
export * from './errors/index.ts';
export * from './validation/index.ts';
export * from './money/index.ts';
export * from './constants/index.ts';
export * from './locale/index.ts';
export * from './wire/index.ts';
