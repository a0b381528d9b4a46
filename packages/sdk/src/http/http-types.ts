import type * as z from 'zod/mini';
import type { AuthSession } from '../auth/auth-session.ts';
import type { TimeoutKind } from './timeouts.ts';

/** Injected side effects and settings of an http-client; every one has a browser default. */
export interface HttpClientOptions {
  /** Base URL of the platform API, e.g. `https://api.example.com` (no trailing slash needed). */
  baseUrl: string;
  /** Tenant name sent as `__tenant` on every request. */
  tenant: string;
  /** Page language sent as `Accept-Language`; `ar` unless `en` (docs/product/screens.md). */
  language?: () => string;
  /** Sign-in session; without one no `Authorization` header is sent and 401 is final. */
  auth?: AuthSession;
  /** Defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Clock and timers, injected so retries and timeouts are tested exactly. */
  now?: () => number;
  /** Waits `ms` between retries; must reject when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1), for retry jitter. */
  random?: () => number;
}

/** How a request body is encoded; see `encodeRequestBody`. */
export type BodyKind = 'json' | 'form-data' | 'url-encoded';

/** The methods the platform API uses (docs/product/api.md). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query parameters; arrays repeat the key, undefined and null are left out. */
export type QueryParams = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number | boolean)[]
>;

/** Options of one call; `T` is the answer's type, checked when `responseSchema` is given. */
export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  query?: QueryParams;
  body?: unknown;
  /** How `body` is sent: JSON (default), multipart FormData, or URL-encoded form. */
  bodyKind?: BodyKind;
  /** Extra headers; they override the client's own, except `Authorization` from the session. */
  headers?: Record<string, string>;
  /**
   * `standard` 100,000 ms; `submission` 300,000 ms (docs/product/constants.md); or a number of ms.
   */
  timeout?: TimeoutKind | number;
  /** Marks a non-GET call as safe to repeat, so it may be retried automatically. */
  idempotent?: boolean;
  /** Set false to turn automatic retries off for this call. */
  retry?: boolean;
  /**
   * Set true for calls that must not use the session: no `Authorization`, no waiting for a
   * refresh, no refresh on 401. `/connect/token` needs this, or it would wait for itself.
   */
  skipAuth?: boolean;
  /**
   * Checks the answer; unknown fields pass (a `z.object` strips them), a missing or mistyped
   * required field raises `INVALID_RESPONSE`.
   */
  responseSchema?: z.core.$ZodType<T>;
  /**
   * `blob` reads an OK answer as a Blob, for files such as a `.pkpass` wallet pass; error answers
   * are still read as JSON or text. `auto` (default): JSON by content type, anything else as text.
   */
  responseType?: 'auto' | 'blob';
  signal?: AbortSignal;
}

/** Options of the method shorthands, which fix the method (and, for post/put, take the body). */
export type ShorthandOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

/** What `createHttpClient` returns; resources call the platform API through it. */
export interface HttpClient {
  /** Sends one call and resolves with its parsed answer (checked by `responseSchema` if given). */
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: ShorthandOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: ShorthandOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: ShorthandOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: ShorthandOptions<T>): Promise<T>;
}
