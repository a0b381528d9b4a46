import { assertNotificationChannel } from './notification-channel.ts';
import type { NotificationHandler } from './notifications.ts';

/** How a driver starts and stops listening to one channel on its connection. */
export interface ChannelListener {
  listen(channel: string): Promise<void>;
  unlisten(channel: string): Promise<void>;
}

/**
 * Fans notifications out to handlers: LISTENs on a channel when its first handler subscribes and
 * UNLISTENs when its last one leaves, for both drivers. A throwing handler is reported through
 * `onHandlerError` and does not stop the others.
 */
export class NotificationHub {
  readonly #handlers = new Map<string, Set<NotificationHandler>>();
  /** The LISTEN in flight or done per channel, so concurrent first subscribers share one. */
  readonly #listening = new Map<string, Promise<void>>();
  readonly #listener: ChannelListener;
  readonly #onHandlerError: (error: unknown) => void;

  constructor(listener: ChannelListener, onHandlerError: (error: unknown) => void) {
    this.#listener = listener;
    this.#onHandlerError = onHandlerError;
  }

  /** Channels with at least one handler (re-LISTENed after a reconnect). */
  channels(): string[] {
    return [...this.#handlers.keys()];
  }

  async subscribe(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    assertNotificationChannel(channel);
    let handlers = this.#handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(channel, handlers);
    }
    handlers.add(handler);
    let listening = this.#listening.get(channel);
    if (!listening) {
      listening = this.#listener.listen(channel);
      this.#listening.set(channel, listening);
    }
    try {
      await listening;
    } catch (error) {
      this.#listening.delete(channel);
      this.#remove(channel, handler);
      throw error;
    }
    let subscribed = true;
    return async () => {
      if (!subscribed) return;
      subscribed = false;
      if (this.#remove(channel, handler)) {
        this.#listening.delete(channel);
        await this.#listener.unlisten(channel);
      }
    };
  }

  /** Delivers one notification received on the connection. */
  dispatch(channel: string, payload: string): void {
    for (const handler of this.#handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.#onHandlerError(error);
      }
    }
  }

  /** Removes a handler; true when it was the channel's last one. */
  #remove(channel: string, handler: NotificationHandler): boolean {
    const handlers = this.#handlers.get(channel);
    if (!handlers) return false;
    handlers.delete(handler);
    if (handlers.size > 0) return false;
    this.#handlers.delete(channel);
    return true;
  }
}
