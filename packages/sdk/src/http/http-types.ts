import type { AuthSession } from '../auth/auth-session.ts';

/** Injected side effects and settings of an http-client; every one has a browser default. */
export interface HttpClientOptions {
  /** Base URL of the platform API, e.g. `https://api.example.com` (no trailing slash needed). */
  baseUrl: string;
  /** Tenant name sent as `__tenant` on every request. */
  tenant: string;
  /** Page language sent as `Accept-Language`; `ar` unless `en` (spec section 2). */
  language?: () => string;
  /** Sign-in session; without one no `Authorization` header is sent and 401 is final. */
  auth?: AuthSession;
  fetch?: typeof globalThis.fetch;
  /** Clock and timers, injected so retries and timeouts are tested exactly. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

export type BodyKind = 'json' | 'form-data' | 'url-encoded';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; arrays repeat the key, undefined and null are left out. */
  query?: Record<
    string,
    string | number | boolean | null | undefined | readonly (string | number)[]
  >;
  body?: unknown;
  /** How `body` is sent: JSON (default), multipart FormData, or URL-encoded form. */
  bodyKind?: BodyKind;
  headers?: Record<string, string>;
  /** `standard` 100,000 ms; `submission` 300,000 ms (spec section 9). */
  timeout?: 'standard' | 'submission' | number;
  /** Marks a non-GET call as safe to repeat, so it may be retried automatically. */
  idempotent?: boolean;
  /** Set false to turn automatic retries off for this call. */
  retry?: boolean;
  signal?: AbortSignal;
}
