import {
  parseSaudiMobileNumber,
  type Language,
  type PaymentAndTaxSettings,
} from '@storefront/contracts';
import {
  createHttpClient,
  createResources,
  requestUrl,
  type AuthSession,
  type HttpClient,
  type Resources,
} from '@storefront/sdk';
import type { CheckRun, Step } from './check-run.ts';
import type { ConformanceOptions } from './conformance-options.ts';
import type { Answer } from './expect.ts';

/** The product line every cart of the run is made of. */
export interface CartProduct {
  productId: string;
  priceId: string;
  /** The catalogue's unit price for it (after its own discount). */
  unitPrice: number;
}

/** A signed-in shopper: the access token and the otp token that proved the number. */
export interface Shopper {
  accessToken: string;
  otpToken: string;
  customerId: string;
  /** E.164. */
  mobileNumber: string;
  /** Resources over a client that sends the shopper's token. */
  api: Resources;
  http: HttpClient;
}

/** What every group's checks use: the clients, the options, and what earlier groups found. */
export interface ConformanceContext {
  options: Required<Pick<ConformanceOptions, 'baseUrl' | 'tenant' | 'streamTimeoutMs'>> &
    ConformanceOptions;
  language: Language;
  fetch: typeof globalThis.fetch;
  /** The guest's client: the SDK's http-client with the tenant header and no token. */
  http: HttpClient;
  api: Resources;
  /** The number the run signs in with, as given (local form or E.164). */
  mobileNumber: string;
  run: CheckRun;
  /** A GET with exactly these headers, its body read as JSON when it is JSON. */
  rawGet(path: string, headers: Record<string, string>): Promise<Answer>;
  /** A client of the SDK that sends `token` as the shopper's. */
  signedInClient(token: string): { http: HttpClient; api: Resources };
  /** What earlier groups found, as the checks that found it (later checks need them). */
  settings: Step<PaymentAndTaxSettings>;
  product: Step<CartProduct>;
  shopper: Step<Shopper>;
}

/** A finding no check has made yet. */
const notYet = (name: string): Step<never> => ({ passed: false, name, status: 'skip' });

/** A random Saudi mobile number (`055` and seven digits), so runs never share a code limit. */
function randomMobileNumber(): string {
  const digits = Array.from({ length: 7 }, () => Math.floor(Math.random() * 10)).join('');
  return `055${digits}`;
}

/** Reads a body as JSON when it says it is JSON (or parses as JSON), else as text. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The context of one run. The SDK's clients never wait between retries: a conformance run reports
 * what the backend answers, and a retried failure still ends as that failure.
 */
export function createConformanceContext(
  options: ConformanceOptions,
  run: CheckRun,
): ConformanceContext {
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const language = options.language ?? 'en';
  const mobileNumber = options.mobileNumber ?? randomMobileNumber();
  if (parseSaudiMobileNumber(mobileNumber) === null) {
    throw new Error(`${mobileNumber} is not a Saudi mobile number`);
  }
  const client = (auth?: AuthSession) =>
    createHttpClient({
      baseUrl: options.baseUrl,
      tenant: options.tenant,
      language: () => language,
      fetch,
      sleep: () => Promise.resolve(),
      ...(auth ? { auth } : {}),
    });
  const http = client();
  return {
    options: { streamTimeoutMs: 5_000, ...options },
    language,
    fetch,
    http,
    api: createResources(http),
    mobileNumber,
    run,
    settings: notYet('tenant settings'),
    product: notYet('the test product'),
    shopper: notYet('sign-in'),
    async rawGet(path, headers) {
      const response = await fetch(requestUrl(options.baseUrl, path), {
        headers: { Accept: 'application/json', 'Accept-Language': language, ...headers },
      });
      return { status: response.status, body: await readBody(response) };
    },
    signedInClient(token) {
      // A fixed token: the run never refreshes, so a 401 is the backend's answer to report.
      const signedIn = client({
        getAccessToken: () => token,
        whenRefreshSettled: () => Promise.resolve(),
        refreshAfterUnauthorized: () => Promise.resolve(false),
        logout: () => {},
      });
      return { http: signedIn, api: createResources(signedIn) };
    },
  };
}
