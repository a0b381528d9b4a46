import { readFile } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import {
  parseBootstrapParams,
  parseCheckoutParams,
  shopPagePath,
  paymentMethodSchema,
  type BootstrapParams,
  type Language,
  type PaymentMethod,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutNotBuiltPage } from './checkout-not-built-page.ts';
import {
  firstScreenFilesOf,
  loadFirstScreenRenderer,
  allowInlineScript,
  type FirstScreenRenderer,
} from './first-screen-page.ts';
import {
  loadShopFirstScreenRenderer,
  sendShopPage,
  shopFirstScreenFilesOf,
} from './shop-first-screen-page.ts';
import {
  loadWidgetFirstScreenRenderer,
  sendWidgetPage,
  widgetFirstScreenFilesOf,
} from './widget-first-screen-page.ts';

/**
 * What there is to serve at `/`: the checkout app's build (`apps/checkout/dist`), or nothing yet
 * (a page saying so). Whoever starts the server says which: the demo builds it first.
 */
export type CheckoutSite = { kind: 'built'; distDir: string } | { kind: 'absent' };

/**
 * Paths that belong to the API, and the names operators' tools probe (Prometheus, Kubernetes,
 * status checks): an unknown one is a 404 with the error body, never the app, so a scrape or a
 * probe never "passes" on the checkout page.
 */
const apiPath =
  /^\/(api|connect|payment|dev|docs|health)(\/|$)|^\/(swagger\.json|metrics|healthz|readyz|livez|status)\/?$/;
/** A path naming a file (`/favicon.ico`, `/assets/x.js`): missing means 404, not the app. */
const filePath = /\/[^/]*\.[^/]*$/;
/**
 * The account area's pages (docs/product/account-pages.md), its own entry `account.html`: `/account/...`
 * and the sign-in page where logout lands, `/login` and `/{first path segment}/login`.
 */
const accountPath = /^\/account(\/|$)|^\/([^/]+\/)?login\/?$/;

/** The tenant whose shop the demo's home shows (docs/product/runtime.md). */
const homeTenant = 'demo';

const hashedAssetCache = 'public, max-age=31536000, immutable';
const pageCache = 'no-cache';

/** What a page's first screen shows of its tenant: the brand and the payment methods. */
interface TenantPageSettings {
  brandName: string;
  logoUrl: string | null;
  paymentMethods: PaymentMethod[];
}

/** The tenant's page settings (in `language`), or null (unknown tenant, error). */
async function tenantBrandOf(
  app: FastifyInstance,
  tenant: string,
  language: Language,
): Promise<TenantPageSettings | null> {
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/api/app/setting-manager/payment-and-tax-settings',
      headers: { __tenant: tenant, 'accept-language': language },
    });
    if (response.statusCode !== 200) return null;
    const { brandName, logoUrl, paymentMethods } = response.json<{
      brandName?: unknown;
      logoUrl?: unknown;
      paymentMethods?: unknown;
    }>();
    if (typeof brandName !== 'string') return null;
    // Only an http(s) address without characters that would break the header.
    const usable = typeof logoUrl === 'string' && /^https?:\/\/[^\s<>,;]+$/.test(logoUrl);
    // A method this version does not know is left out, as the checkout itself does.
    const methods = (Array.isArray(paymentMethods) ? paymentMethods : []).flatMap(
      (method): PaymentMethod[] => {
        const known = paymentMethodSchema.safeParse(method);
        return known.success ? [known.data] : [];
      },
    );
    return { brandName, logoUrl: usable ? logoUrl : null, paymentMethods: methods };
  } catch {
    return null;
  }
}

/** Each page's brand lookup, shared by the route that sends it and the hook that hints its logo. */
const brandLookups = new WeakMap<FastifyRequest, ReturnType<typeof tenantBrandOf>>();

/** The brand of the page `request` asks for, looked up once per request. */
function brandOfPage(
  app: FastifyInstance,
  request: FastifyRequest,
  params: BootstrapParams,
): ReturnType<typeof tenantBrandOf> {
  let lookup = brandLookups.get(request);
  if (!lookup) {
    lookup = tenantBrandOf(app, params.tenant, params.language);
    brandLookups.set(request, lookup);
  }
  return lookup;
}

/** Whether `logoUrl` is of the page's own host: the page's CSP lets it load no other image. */
function isOwnHost(logoUrl: string, request: FastifyRequest): boolean {
  return new URL(logoUrl).host === request.headers.host;
}

/**
 * Whether the page's HTML has the logo's `<img>` (a first screen rendered for the tenant): the
 * browser finds it as it reads the page, so it needs no hint, and the image's own low priority
 * (features/header/checkout-header.tsx) lets the first screen's fonts and stylesheet come first
 * (docs/decisions/0046-first-screen-in-html.md).
 */
function namesLogo(payload: unknown, logoUrl: string): boolean {
  return (
    typeof payload === 'string' && payload.includes(`src="${logoUrl.replaceAll('&', '&amp;')}"`)
  );
}

const preloadLinkOf = (logoUrl: string) =>
  `<${logoUrl}>; rel=preload; as=image; fetchpriority=high`;

/**
 * The checkout page: for a page addressed to a tenant the API knows, `index.html` with the first
 * screen rendered for it — its language, mode, brand and payment methods (docs/decisions/
 * 0046-first-screen-in-html.md) — and the logo hinted; any other (bad parameters, an unknown
 * tenant, a logo of another host, a build without the first-screen module), the file as built.
 */
async function sendCheckoutPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  renderer: FirstScreenRenderer | null,
) {
  const search = request.raw.url?.split('?')[1] ?? '';
  const parsed = parseCheckoutParams(search, 'http://localhost');
  if (!parsed.ok || !renderer) return reply.sendFile('index.html');
  const settings = await brandOfPage(app, request, parsed.params);
  if (!settings || (settings.logoUrl && !isOwnHost(settings.logoUrl, request))) {
    return reply.sendFile('index.html');
  }
  const { language, isMobileApp } = parsed.params;
  const { paymentMethods, ...brand } = settings;
  const html = await readFile(template, 'utf8');
  // The page carries the first-paint loader inline: its CSP allows that one script by its hash.
  allowInlineScript(reply, renderer.firstPaintLoader);
  return reply
    .type('text/html; charset=utf-8')
    .send(
      renderer.withFirstScreen(
        html,
        { language, isMobileApp, brand, paymentMethods },
        { hiddenUntilConfirmed: false },
      ),
    );
}

/**
 * The demo's home: `/` naming neither a store nor a cart is no checkout, so it is the demo shop
 * in the language asked for (`lang`, else Arabic), where every way back from the checkout that
 * has nowhere better to go ends up (docs/product/embedding.md, "No dead ends"). Null for any
 * other page.
 */
function homeRedirect(pagePath: string, request: FastifyRequest): string | null {
  if (pagePath !== '/') return null;
  const search = request.raw.url?.split('?')[1] ?? '';
  const query = new URLSearchParams(search);
  if (query.get('tenant')?.trim() || query.get('cartId')?.trim()) return null;
  const bootstrap = parseBootstrapParams(`${search}&tenant=${homeTenant}`);
  return bootstrap.ok ? shopPagePath(bootstrap.params) : null;
}

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * What the server sends at `/` besides the API (docs/product/runtime.md): the built checkout
 * (`apps/checkout/dist`, @fastify/static), the demo shop at a bare `/`, and a single-page-app fallback — the account area's
 * paths answer `account.html`, any other page path `index.html`, so the apps' own routes survive
 * a reload — or, while the app is not
 * built, a page saying so. Vite's hashed `assets/` (scripts, styles, fonts, images) are cached for
 * good and sent precompressed where the build made a `.br`/`.gz`; pages are revalidated.
 *
 * @example
 * await app.register(checkoutSiteRoutes, { site: { kind: 'built', distDir } });
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

  const firstScreenFiles = firstScreenFilesOf(site.distDir);
  const renderer = await loadFirstScreenRenderer(firstScreenFiles.module);
  const widgetFiles = widgetFirstScreenFilesOf(site.distDir);
  const widgetRenderer = await loadWidgetFirstScreenRenderer(widgetFiles.module);
  const shopFiles = shopFirstScreenFilesOf(site.distDir);
  const shopRenderer = await loadShopFirstScreenRenderer(shopFiles.module);

  // A page addressed to a tenant and sent as built says in its headers to fetch the tenant's logo
  // at once: it is often the page's largest paint, and the page itself learns its address only
  // from the settings (docs/decisions/0013-first-render.md); a page with its first screen names
  // the logo itself (`namesLogo`). The settings route answers it, from the instance's
  // tenant cache; any failure just sends no hint.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
    const bootstrap = parseBootstrapParams(query.toString());
    // In a mobile app's web view the page shows no header, so no logo; the widget page shows none.
    if (!bootstrap.ok || bootstrap.params.isMobileApp || pathOf(request) === '/widget.html') {
      return payload;
    }
    const brand = await brandOfPage(app, request, bootstrap.params);
    if (brand?.logoUrl && isOwnHost(brand.logoUrl, request) && !namesLogo(payload, brand.logoUrl)) {
      void reply.header('link', preloadLinkOf(brand.logoUrl));
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
    // The widget page and `shop.html` are sent by their own routes below, with their first
    // screens rendered for them (0047, 0048).
    globIgnore: ['**/*.br', '**/*.gz', 'widget.html', 'shop.html'],
    cacheControl: false,
    // `/` is the checkout page, sent by the route below with its header.
    index: false,
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
  app.get('/widget.html', { schema: { hide: true } }, (request, reply) => {
    void reply.header('cache-control', pageCache);
    return sendWidgetPage(app, request, reply, widgetFiles, widgetRenderer);
  });
  app.get('/shop.html', { schema: { hide: true } }, (request, reply) =>
    sendShopPage(app, request, reply, shopFiles, shopRenderer),
  );
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pagePath = pathOf(request);
    if (apiPath.test(pagePath) || filePath.test(pagePath)) return reply.callNotFound();
    const home = homeRedirect(pagePath, request);
    if (home) return reply.header('cache-control', pageCache).redirect(home, 302);
    const page = accountPath.test(pagePath) ? 'account.html' : 'index.html';
    void reply.header('cache-control', pageCache);
    if (page === 'account.html') return reply.sendFile(page);
    return sendCheckoutPage(app, request, reply, firstScreenFiles.template, renderer);
  });
};
