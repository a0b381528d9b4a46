/**
 * The time the sandbox reads (card and payment expiry). Its host injects a clock: the API's
 * `Clock` fits, and the sandbox, a workspace of its own, imports nothing of the API.
 */
export interface Clock {
  now(): Date;
}

/** The random values the sandbox makes (ids, references, codes); the API's `RandomSource` fits. */
export interface RandomSource {
  /** A random (version 4) UUID. */
  uuid(): string;
  /** `size` random bytes. */
  bytes(size: number): Uint8Array;
  /** A uniform integer in `[0, maxExclusive)`. */
  int(maxExclusive: number): number;
}

/** What each provider's sandbox plugin is given. */
export interface SandboxPluginOptions {
  /** The sandbox's own origin and prefix, e.g. `http://127.0.0.1:8081/moyasar`: hosted pages' base. */
  baseUrl: string;
  /** Server-to-server calls the provider makes (tamara's notifications). */
  fetch: typeof fetch;
  clock: Clock;
  random: RandomSource;
}
