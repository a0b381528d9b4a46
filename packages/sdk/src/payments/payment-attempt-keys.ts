import * as z from 'zod/mini';
import { cartStorageKeyPrefix } from '@storefront/contracts';
import type { KeyValueStorage } from '../auth/key-value-storage.ts';
import type { PaymentAttemptKeys } from './payment-flow-types.ts';

/** Where a cart's payment attempt key is kept: `cart_sdk_payment_<cartId>`. */
export const paymentAttemptStorageKeyPrefix = `${cartStorageKeyPrefix}payment_`;

/** What the attempt keys need: the page's storage and a maker of fresh keys. */
export interface PaymentAttemptKeysOptions {
  /** `localStorage`, so the key survives a reload and a return from a provider's page. */
  storage: KeyValueStorage;
  /** A fresh unique key, e.g. `() => crypto.randomUUID()`. */
  newKey: () => string;
}

const storedAttemptSchema = z.object({
  key: z.string().check(z.minLength(1)),
  attemptId: z.catch(z.nullable(z.string().check(z.minLength(1))), null),
});

type StoredAttempt = z.infer<typeof storedAttemptSchema>;

/**
 * The cart's `Idempotency-Key`s, kept in storage as JSON `{key, attemptId}` under
 * `cart_sdk_payment_<cartId>`. Storage that throws (private browsing, a full quota) is tolerated:
 * the keys are then kept in memory for this page, so a double click still reaches one attempt.
 * A stored value that is not ours is ignored.
 *
 * @example
 * const keys = createPaymentAttemptKeys({ storage: localStorage, newKey: () => crypto.randomUUID() });
 * const session = await payments.moyasarSession(request, keys.keyFor(cartId));
 * keys.rememberAttempt(cartId, session.attemptId);
 */
export function createPaymentAttemptKeys(options: PaymentAttemptKeysOptions): PaymentAttemptKeys {
  const { storage, newKey } = options;
  const memory = new Map<string, StoredAttempt>();
  const storageKey = (cartId: string) => `${paymentAttemptStorageKeyPrefix}${cartId}`;

  function read(cartId: string): StoredAttempt | null {
    let text: string | null;
    try {
      text = storage.getItem(storageKey(cartId));
    } catch {
      return memory.get(cartId) ?? null;
    }
    // Not in storage: a write that failed earlier may have left it in memory only.
    if (text === null) return memory.get(cartId) ?? null;
    try {
      const parsed = storedAttemptSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  function write(cartId: string, stored: StoredAttempt): void {
    memory.set(cartId, stored);
    try {
      storage.setItem(storageKey(cartId), JSON.stringify(stored));
    } catch {
      // Kept in memory: this page still reaches one attempt.
    }
  }

  function keyFor(cartId: string): string {
    const stored = read(cartId);
    if (stored) return stored.key;
    const key = newKey();
    write(cartId, { key, attemptId: null });
    return key;
  }

  return {
    keyFor,
    forget(cartId) {
      memory.delete(cartId);
      try {
        storage.removeItem(storageKey(cartId));
      } catch {
        // Nothing stored that could be removed; memory is already clear.
      }
    },
    rememberAttempt(cartId, attemptId) {
      write(cartId, { key: keyFor(cartId), attemptId });
    },
    attemptOf(cartId) {
      return read(cartId)?.attemptId ?? null;
    },
  };
}
