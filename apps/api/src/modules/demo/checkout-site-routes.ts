import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkoutNotBuiltPage } from './checkout-not-built-page.ts';
import type { CheckoutSite } from './ensure-checkout-built.ts';

/** Paths that belong to the API: an unknown one is a 404 with the error body, never the app. */
const apiPath = /^\/(api|connect|payment|dev|docs)(\/|$)|^\/(health|swagger\.json)$/;
/** A path naming a file (`/favicon.ico`, `/assets/x.js`): missing means 404, not the app. */
const filePath = /\/[^/]*\.[^/]*$/;
/**
 * The account area's pages (docs/product/account-pages.md), its own entry `account.html`: `/account/...`
 * and the sign-in page where logout lands, `/login` and `/{first path segment}/login`.
 */
const accountPath = /^\/account(\/|$)|^\/([^/]+\/)?login\/?$/;

const hashedAssetCache = 'public, max-age=31536000, immutable';
const pageCache = 'no-cache';

/** The tenant's logo address as its settings give it, or null (no logo, unknown tenant, error). */
async function tenantLogoUrlOf(app: FastifyInstance, tenant: string): Promise<string | null> {
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/api/app/setting-manager/payment-and-tax-settings',
      headers: { __tenant: tenant },
    });
    if (response.statusCode !== 200) return null;
    const { logoUrl } = response.json<{ logoUrl?: unknown }>();
    // Only an http(s) address without characters that would break the header.
    return typeof logoUrl === 'string' && /^https?:\/\/[^\s<>,;]+$/.test(logoUrl) ? logoUrl : null;
  } catch {
    return null;
  }
}

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * What the demo serves at `/` besides the API (docs/product/runtime.md): the built checkout
 * (`apps/checkout/dist`, @fastify/static) with a single-page-app fallback — the account area's
 * paths answer `account.html`, any other page path `index.html`, so the apps' own routes survive
 * a reload — or, while the app is not
 * built, a page saying so. Vite's hashed `assets/` (scripts, styles, fonts, images) are cached for
 * good and sent precompressed where the build made a `.br`/`.gz`; pages are revalidated.
 *
 * @example
 * await app.register(checkoutSiteRoutes, { site: { kind: 'built', distDir, state: 'fresh' } });
 */
export const checkoutSiteRoutes: FastifyPluginAsync<{ site: CheckoutSite }> = async (
  app,
  { site },
) => {
  if (site.kind === 'absent') {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', pageCache)
        .send(checkoutNotBuiltPage()),
    );
    return;
  }

  // A page addressed to a tenant says in its headers to fetch the tenant's logo at once: it is
  // often the page's largest paint, and the page itself learns its address only from the settings
  // (docs/decisions/0013-first-render.md). The settings route answers it, from the instance's
  // tenant cache; any failure just sends no hint.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
    const tenant = query.get('tenant');
    // In a mobile app's web view the page shows no header, so no logo.
    if (!tenant || query.get('isMobileApp') === 'true') return payload;
    const logoUrl = await tenantLogoUrlOf(app, tenant);
    // Only a logo of the page's own origin: the page's CSP lets it load no other image.
    if (logoUrl && new URL(logoUrl).host === request.headers.host) {
      void reply.header('link', `<${logoUrl}>; rel=preload; as=image; fetchpriority=high`);
    }
    return payload;
  });

  await app.register(fastifyStatic, {
    root: site.distDir,
    // Routes for the files built now; the fallback below takes every other page path.
    wildcard: false,
    // The build writes `x.js.br` and `x.js.gz` beside `x.js`: sent with their content-encoding
    // (and `Vary: Accept-Encoding`) to a client accepting it, the raw file otherwise. They are
    // not files of their own to route.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, file) => {
      void reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(file) ? hashedAssetCache : pageCache,
      );
      // The embed snippet is loaded by the tenants' sites (docs/product/embedding.md): helmet's
      // `Cross-Origin-Resource-Policy: same-origin` would keep their pages from running it.
      if (/[\\/]embed\.js(\.br|\.gz)?$/.test(file)) {
        void reply.header('cross-origin-resource-policy', 'cross-origin');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = pathOf(request);
    if (apiPath.test(path) || filePath.test(path)) return reply.callNotFound();
    const page = accountPath.test(path) ? 'account.html' : 'index.html';
    return reply.header('cache-control', pageCache).sendFile(page);
  });
};
