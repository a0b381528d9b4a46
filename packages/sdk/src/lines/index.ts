// Lines: a cart line's description.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export { describeLine, type DescribableLine, type LineDetail } from './describe-line.ts';
