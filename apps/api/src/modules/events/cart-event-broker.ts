import type { Db } from '../../db/database.ts';
import { cartInterestLockNamespace, type Notifications } from '../../db/notifications.ts';
import {
  cartEventNotificationSchema,
  cartEventsChannel,
  type CartEventNotification,
} from './cart-event-notification.ts';
import {
  createCartEventRepository,
  type CartEventRecord,
  type CartEventType,
} from './cart-event-repository.ts';
import type { RepeatEvery } from '../../platform/repeat-every.ts';

/** One open event stream, as the broker feeds it. */
export interface CartStreamListener {
  readonly tenantId: string;
  readonly cartId: string;
  /** The kind of stored events this stream sends. */
  readonly type: CartEventType;
  /** A newly committed event of this cart and type; events of one cart arrive in id order. */
  deliver(event: CartEventRecord): void;
  /** Time for the heartbeat comment. */
  heartbeat(): void;
  /** The app is closing: end the stream. */
  end(): void;
  /** The listener was lost and is back: notifications may have been missed; catch up. */
  resume(): void;
}

/** What the broker needs: the database's notifications and tables, a timer, an error sink. */
export interface CartEventBrokerOptions {
  notifications: Notifications;
  db: Db;
  /** Time between heartbeat comments on every open stream. */
  heartbeatMs: number;
  repeatEvery: RepeatEvery;
  /** Told of a notification that cannot be read or delivered (the streams go on). */
  onError: (error: unknown) => void;
}

const keyOf = (tenantId: string, cartId: string) => `${tenantId}/${cartId}`;

/**
 * The one listener of `cart_events` in this process: a single LISTEN (opened with the first
 * stream, kept until the app closes) fans each committed event out to every open stream of its
 * cart. The stored event is read once per notification, and only when a stream of that cart is
 * open here; reads of one cart are chained so its events go out in order. One timer sends the
 * heartbeat to every stream.
 *
 * @example
 * const broker = new CartEventBroker({ notifications, db, heartbeatMs: 15_000, repeatEvery, onError });
 * const remove = await broker.add(listener);
 * // … later
 * remove();
 * await broker.close();
 */
export class CartEventBroker {
  readonly #options: CartEventBrokerOptions;
  readonly #listeners = new Map<string, Set<CartStreamListener>>();
  /** The latest delivery in flight per cart, so the next one waits for it. */
  readonly #deliveries = new Map<string, Promise<void>>();
  /** Per cart with streams here, the interest held in its events (see `holdInterest`). */
  readonly #interests = new Map<string, Promise<() => Promise<void>>>();
  #subscription: Promise<() => Promise<void>> | null = null;
  #stopHeartbeat: (() => void) | null = null;
  readonly #stopResumed: () => void;
  #closed = false;

  constructor(options: CartEventBrokerOptions) {
    this.#options = options;
    // Events committed while the listening connection was down reached no one: every open
    // stream reads them from the store (docs/product/event-streams.md).
    this.#stopResumed = options.notifications.onResumed(() => {
      for (const listeners of this.#listeners.values()) {
        for (const listener of listeners) listener.resume();
      }
    });
  }

  /** Number of open streams (for tests and diagnostics). */
  get size(): number {
    let size = 0;
    for (const listeners of this.#listeners.values()) size += listeners.size;
    return size;
  }

  /**
   * Feeds `listener` from now on; resolves once the LISTEN is in place, to the function that
   * removes it. Events committed after it resolves are delivered.
   */
  async add(listener: CartStreamListener): Promise<() => void> {
    if (this.#closed) throw new Error('The cart event broker is closed');
    await this.#listen();
    const key = keyOf(listener.tenantId, listener.cartId);
    // Writers skip the NOTIFY of a cart nobody awaits: hold the interest before resolving, so
    // every event committed from then on is announced. One hold per cart, shared by its streams;
    // taken again if the last stream left (releasing it) while this one waited.
    for (;;) {
      const interest = this.#interests.get(key) ?? this.#holdInterest(key, listener.cartId);
      await interest;
      if (this.#interests.get(key) === interest) break;
    }
    let listeners = this.#listeners.get(key);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(key, listeners);
    }
    listeners.add(listener);
    this.#stopHeartbeat ??= this.#options.repeatEvery(this.#options.heartbeatMs, () =>
      this.#heartbeat(),
    );
    return () => this.#remove(key, listener);
  }

  /** Ends every stream, stops the heartbeat and the LISTEN; waits for deliveries in flight. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#stopResumed();
    this.#stopHeartbeat?.();
    this.#stopHeartbeat = null;
    const listeners = [...this.#listeners.values()].flatMap((set) => [...set]);
    this.#listeners.clear();
    for (const listener of listeners) listener.end();
    await Promise.allSettled(this.#deliveries.values());
    const interests = [...this.#interests.values()];
    this.#interests.clear();
    await Promise.allSettled(interests.map(async (interest) => (await interest)()));
    const unsubscribe = await this.#subscription?.catch(() => null);
    await unsubscribe?.();
  }

  #holdInterest(key: string, cartId: string): Promise<() => Promise<void>> {
    const interest = this.#options.notifications.holdInterest(cartInterestLockNamespace, cartId);
    this.#interests.set(key, interest);
    interest.catch(() => {
      if (this.#interests.get(key) === interest) this.#interests.delete(key);
    });
    return interest;
  }

  async #listen(): Promise<void> {
    if (!this.#subscription) {
      const subscription = this.#options.notifications.subscribe(cartEventsChannel, (payload) =>
        this.#onNotification(payload),
      );
      this.#subscription = subscription;
      // A failed LISTEN is retried by the next stream rather than remembered.
      subscription.catch(() => {
        if (this.#subscription === subscription) this.#subscription = null;
      });
    }
    await this.#subscription;
  }

  #onNotification(payload: string): void {
    let notification: CartEventNotification;
    try {
      notification = cartEventNotificationSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.#options.onError(error);
      return;
    }
    const key = keyOf(notification.tenantId, notification.cartId);
    if (!this.#listeners.has(key)) return;
    const previous = this.#deliveries.get(key) ?? Promise.resolve();
    const delivery = previous
      .then(() => this.#deliver(key, notification))
      .catch((error: unknown) => this.#options.onError(error));
    this.#deliveries.set(key, delivery);
    void delivery.then(() => {
      if (this.#deliveries.get(key) === delivery) this.#deliveries.delete(key);
    });
  }

  async #deliver(key: string, notification: CartEventNotification): Promise<void> {
    if (!this.#listeners.has(key)) return;
    const event = await createCartEventRepository(this.#options.db, notification.tenantId).findById(
      notification.id,
    );
    if (!event || event.cartId !== notification.cartId) return;
    for (const listener of this.#listeners.get(key) ?? []) {
      if (listener.type !== event.type) continue;
      try {
        listener.deliver(event);
      } catch (error) {
        this.#options.onError(error);
      }
    }
  }

  #heartbeat(): void {
    for (const listeners of this.#listeners.values()) {
      for (const listener of listeners) listener.heartbeat();
    }
  }

  #remove(key: string, listener: CartStreamListener): void {
    const listeners = this.#listeners.get(key);
    if (!listeners?.delete(listener)) return;
    if (listeners.size === 0) {
      this.#listeners.delete(key);
      const interest = this.#interests.get(key);
      this.#interests.delete(key);
      void interest
        ?.then((release) => release())
        .catch((error: unknown) => this.#options.onError(error));
    }
    if (this.#listeners.size === 0) {
      this.#stopHeartbeat?.();
      this.#stopHeartbeat = null;
    }
  }
}
