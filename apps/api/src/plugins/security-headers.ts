import cors from '@fastify/cors';
import { idempotencyKeyHeader } from '@storefront/contracts';
import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Request headers a browser client may send cross-origin (docs/product/api.md and event streams).
 */
const allowedHeaders = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Content-Type',
  '__tenant',
  'Last-Event-ID',
  // Every call that starts a payment sends it (docs/product/api.md, payments).
  idempotencyKeyHeader,
];

/**
 * helmet's headers that only a document reads (a page, or an SVG opened as one): its policy, its
 * window's opener and agent cluster, and old browsers' switches for pages and downloads.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Answers a browser never renders as a document nor runs as a worker: fonts and stylesheets. */
const neverADocument = /^(font\/|text\/css)/;

/** Distinct site lists whose headers are kept computed (tenants are few; the bound is a guard). */
const maxCachedPolicies = 256;

/** What the app tells the security headers: which sites a request's pages serve. */
export interface SecurityHeadersOptions {
  /**
   * The sites that may call the API and frame its pages for this request, besides the API's own
   * origin (app.ts gives the tenant's: modules/tenants/tenant-site-origins.ts).
   */
  allowedSites: (request: FastifyRequest) => Promise<readonly string[]>;
}

/**
 * Security headers (helmet) and CORS. Browsers may call the API from its own origin and from the
 * sites `allowedSites` answers (the request's tenant's own list, else `CORS_ORIGINS`);
 * any other origin gets no `Access-Control-Allow-Origin`, so the browser refuses the answer, and
 * only those sites may frame the pages. Credentials are not allowed cross-origin: the API uses
 * Bearer tokens, not cookies.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { allowedSites: sitesOf }) => {
    const { config } = app;
    // The checkout page talks to the card providers itself: it posts cards and Apple Pay payments
    // to the token-style provider and runs the session-style provider's script and card frame.
    const { moyasar, myfatoorah } = app.deps.paymentProviders;
    const tokenProvider = originOf(() => moyasar.browserBaseUrl);
    const sessionProvider = originOf(() => myfatoorah.scriptUrl);
    // The checkout is embedded in the tenants' sites: the origins allowed to call the API may also
    // frame its pages. X-Frame-Options cannot name origins, so it is sent only when none are.
    const headersFor = (embedders: readonly string[]) =>
      helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            // Over plain http (development) an upgrade would break every asset URL.
            upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
            frameAncestors: ["'self'", ...embedders],
            connectSrc: ["'self'", ...tokenProvider],
            scriptSrc: ["'self'", ...sessionProvider],
            // The stylesheet only: no inline <style> and no style attributes in markup (helmet's
            // default allows both). Styles set from script (CSSOM) are not inline styles
            // (docs/decisions/0014-csp-styles.md).
            styleSrc: ["'self'"],
            styleSrcAttr: ["'none'"],
            frameSrc: ["'self'", ...sessionProvider],
          },
        },
        xFrameOptions: embedders.length === 0 ? { action: 'sameorigin' } : false,
        // HSTS only where the API is really served over https.
        strictTransportSecurity: config.publicUrl.startsWith('https:'),
      });
    // Computed once per list of sites, not per request: @fastify/helmet rebuilt helmet's
    // middleware (parsing every CSP directive) per request, a twentieth of a cart read's CPU.
    const policies = new Map<string, Record<string, string>>();
    const policyFor = (embedders: readonly string[]) => {
      const key = embedders.join(' ');
      let headers = policies.get(key);
      if (!headers) {
        if (policies.size >= maxCachedPolicies) policies.clear();
        headers = headersFor(embedders);
        policies.set(key, headers);
      }
      return headers;
    };
    const siteOriginsOf = new WeakMap<FastifyRequest, Promise<readonly string[]>>();
    const allowedSites = (request: FastifyRequest) => {
      let origins = siteOriginsOf.get(request);
      if (!origins) {
        // A database that cannot answer must not turn every answer into a 500 (readiness and the
        // 503 body among them): no site is allowed meanwhile, the strictest choice.
        origins = sitesOf(request).catch((): readonly string[] => []);
        siteOriginsOf.set(request, origins);
      }
      return origins;
    };
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(policyFor(await allowedSites(request)));
    });
    // A font or a stylesheet ignores them: without them its answer is 0.6 KB smaller, and the
    // first screen's fonts and stylesheet are what a phone's first paints wait for
    // (docs/decisions/0046-first-screen-in-html.md). `nosniff`, the resource policy and the
    // referrer policy (a stylesheet's own requests follow it) stay.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (neverADocument.test(String(reply.getHeader('content-type') ?? ''))) {
        for (const name of documentOnlyHeaders) reply.removeHeader(name);
      }
      return payload;
    });
    const ownOrigin = new URL(config.publicUrl).origin;
    const corsOptions = {
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders,
      exposedHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining'],
      credentials: false,
      maxAge: 600,
    };
    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        if (origin === undefined || origin === ownOrigin) {
          callback(null, { ...corsOptions, origin: origin !== undefined });
          return;
        }
        allowedSites(request).then(
          (origins) => callback(null, { ...corsOptions, origin: origins.includes(origin) }),
          (error: unknown) => callback(error as Error, { ...corsOptions, origin: false }),
        );
      },
    });
  },
  { name: 'security-headers', dependencies: ['env', 'deps'] },
);

/**
 * The headers helmet sets for `options`, computed once: none of ours depends on the request (no
 * CSP nonces).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet v8 throws a bad option itself; its callback is only ever called without an error.
  helmet(options)({} as never, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The origin of a provider URL, as a one-item list; none when the provider is not configured
 * (its adapter throws `CONFIGURATION_ERROR` when asked) or the URL is not one.
 */
function originOf(url: () => string): string[] {
  try {
    return [new URL(url()).origin];
  } catch {
    return [];
  }
}
