import {
  cartIdStorageKey,
  cartSchema,
  cartStorageKeyPrefix,
  type Cart,
} from '@storefront/contracts';
import type { KeyValueStorage } from '../../auth/key-value-storage.ts';
import { cartFormDraftSchema, type CartFormDraft } from './cart-storage-form-draft.ts';

/**
 * Where the cart flow keeps its cart between page loads (docs/product/entities.md): the current
 * cart id under `cartId`, and under `cart_sdk_{id}` the last cart the server answered with, shown
 * while the fresh copy loads, and under `cart_sdk_form_{id}` the payment form's draft (the method
 * and terms chosen, kept across the provider's pages; never a card number). Storage that throws (private browsing, a full quota) is treated as
 * empty: the cart still works for this page, it is just not remembered.
 */
export interface CartStorage {
  readCartId(): string | null;
  /** The stored copy of a cart, or null when there is none or it no longer fits the schema. */
  readCart(cartId: string): Cart | null;
  /** Remembers `cart` as the current cart. */
  save(cart: Cart): void;
  /** The payment form's draft for `cartId`, or null when there is none or it is out of shape. */
  readFormDraft(cartId: string): CartFormDraft | null;
  /** Keeps the payment form's draft for `cartId` (before the page leaves for a provider). */
  saveFormDraft(cartId: string, draft: CartFormDraft): void;
  /** Forgets the payment form's draft for `cartId` (its order is placed). */
  forgetFormDraft(cartId: string): void;
  /** Forgets the current cart id, the stored copy of `cartId` and its form draft. */
  forget(cartId: string | null): void;
}

function attempt<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/**
 * The cart storage over localStorage (or any {@link KeyValueStorage}).
 *
 * @example
 * const storage = createCartStorage(window.localStorage);
 * storage.readCartId(); // '8f0c…' or null
 */
export function createCartStorage(storage: KeyValueStorage): CartStorage {
  const cartKey = (cartId: string) => `${cartStorageKeyPrefix}${cartId}`;
  const draftKey = (cartId: string) => `${cartStorageKeyPrefix}form_${cartId}`;
  return {
    readCartId: () => attempt(() => storage.getItem(cartIdStorageKey) || null, null),
    readCart: (cartId) =>
      attempt(() => {
        const stored = storage.getItem(cartKey(cartId));
        if (stored === null) return null;
        const parsed = cartSchema.safeParse(JSON.parse(stored));
        return parsed.success && parsed.data.id === cartId ? parsed.data : null;
      }, null),
    save: (cart) =>
      attempt(() => {
        storage.setItem(cartIdStorageKey, cart.id);
        storage.setItem(cartKey(cart.id), JSON.stringify(cart));
      }, undefined),
    readFormDraft: (cartId) =>
      attempt(() => {
        const stored = storage.getItem(draftKey(cartId));
        if (stored === null) return null;
        const parsed = cartFormDraftSchema.safeParse(JSON.parse(stored));
        return parsed.success ? parsed.data : null;
      }, null),
    saveFormDraft: (cartId, draft) =>
      attempt(() => {
        // Parsed before it is written: only the draft's own fields are ever stored.
        storage.setItem(draftKey(cartId), JSON.stringify(cartFormDraftSchema.parse(draft)));
      }, undefined),
    forgetFormDraft: (cartId) => attempt(() => storage.removeItem(draftKey(cartId)), undefined),
    forget: (cartId) =>
      attempt(() => {
        storage.removeItem(cartIdStorageKey);
        if (cartId !== null) {
          storage.removeItem(cartKey(cartId));
          storage.removeItem(draftKey(cartId));
        }
      }, undefined),
  };
}
