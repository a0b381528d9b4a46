import type { Clock } from '../deps/clock.ts';
import type { RandomSource } from '../deps/random-source.ts';

/** What each provider's sandbox plugin is given. */
export interface SandboxPluginOptions {
  /** The sandbox's own origin and prefix, e.g. `http://127.0.0.1:8081/moyasar`: hosted pages' base. */
  baseUrl: string;
  /** Server-to-server calls the provider makes (tamara's notifications). */
  fetch: typeof fetch;
  clock: Clock;
  random: RandomSource;
}
