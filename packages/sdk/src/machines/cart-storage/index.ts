// The cart machine's storage: the cart id and the form draft kept per tab.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export { createCartStorage, type CartStorage } from './cart-storage.ts';
export { cartFormDraftSchema, type CartFormDraft } from './cart-storage-form-draft.ts';
