import { readFile } from 'node:fs/promises';
import {
  parseBootstrapParams,
  paymentAndTaxSettingsSchema,
  productListSchema,
  type Language,
  type PaymentAndTaxSettings,
  type Product,
} from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  allowInlineScript,
  loadServerPageModule,
  serverPageFilesOf,
  type ServerPageFiles,
} from './first-screen-page.ts';

/** What the shop's first screen is rendered from (the checkout's `RenderedShopFirstScreen`). */
export interface ShopFirstScreenOf {
  language: Language;
  tenant: string;
  isMobileApp: boolean;
  settings: PaymentAndTaxSettings | null;
  products: Product[] | null;
}

/**
 * The checkout build's shop first-screen module (`apps/checkout/dist-server/shop-first-screen.js`,
 * React's server renderer, the shop's screen and the texts inside it: docs/decisions/
 * 0048-shop-first-screen.md), as the API uses it. Typed here, not imported: the API reaches the
 * checkout only through its build.
 */
export interface ShopFirstScreenRenderer {
  withShopFirstScreen(
    html: string,
    rendered: ShopFirstScreenOf,
    placement: { hiddenUntilConfirmed: boolean },
  ): string;
  /** The text of the one inline script a page it renders carries, allowed by its hash. */
  firstPaintLoader: string;
}

/** The module and the template it renders into (`shop.html` as built). */
export type ShopFirstScreenFiles = ServerPageFiles;

/**
 * Where the build puts the module and the page template it renders into: `dist-server/`, beside
 * the served `dist/`.
 */
export function shopFirstScreenFilesOf(distDir: string): ShopFirstScreenFiles {
  return serverPageFilesOf(distDir, 'shop-first-screen.js', 'shop.html');
}

/**
 * Loads the shop's first-screen module, or null when the build has none (an older build, or a
 * `dist/` copied without it): the shop page is then sent as built.
 *
 * @example
 * const renderer = await loadShopFirstScreenRenderer(shopFirstScreenFilesOf(distDir).module);
 */
export function loadShopFirstScreenRenderer(file: string): Promise<ShopFirstScreenRenderer | null> {
  return loadServerPageModule<ShopFirstScreenRenderer>(file, 'withShopFirstScreen');
}

/**
 * The most products a page is rendered with: one page of the catalogue route (its
 * `MaxResultCount` limit). A larger catalogue is sent as built and read by the shop itself, so a
 * page's HTML never grows without bound.
 */
export const renderedProductsLimit = 100;

/** One of the API's own GET routes as the shop's SDK would ask it, parsed; null when it fails. */
async function askApi<T>(
  app: FastifyInstance,
  url: string,
  params: { tenant: string; language: Language },
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): Promise<T | null> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { __tenant: params.tenant, 'accept-language': params.language },
  });
  if (response.statusCode !== 200) return null;
  const parsed = schema.safeParse(response.json());
  return parsed.success ? parsed.data : null;
}

/**
 * The tenant's settings and catalogue, read through the API's own routes (`app.inject`) as the
 * shop's SDK reads them, in the page's language; null when either cannot be had (an unknown
 * tenant, an error, a catalogue over {@link renderedProductsLimit}).
 */
export async function shopDataOf(
  app: FastifyInstance,
  params: { tenant: string; language: Language },
): Promise<{ settings: PaymentAndTaxSettings; products: Product[] } | null> {
  const [settings, list] = await Promise.all([
    askApi(
      app,
      '/api/app/setting-manager/payment-and-tax-settings',
      params,
      paymentAndTaxSettingsSchema,
    ),
    askApi(
      app,
      `/api/app/product?SkipCount=0&MaxResultCount=${renderedProductsLimit}`,
      params,
      productListSchema,
    ),
  ]);
  if (!settings || !list || list.totalCount > list.items.length) return null;
  return { settings, products: list.items };
}

/**
 * The shop page (`/shop.html`, docs/product/shop.md) for the query of `request`: for a tenant's
 * product list, `shop.html` with the list rendered in it — the header with the tenant's brand,
 * the products in the page's language, the legal footer — from the settings and catalogue the API
 * reads for this request (docs/decisions/0048-shop-first-screen.md); any other (bad parameters, a
 * product's page, an unknown tenant, a logo of another host, which the page's CSP refuses, a
 * build without the module), the file as built.
 *
 * @example
 * app.get('/shop.html', (request, reply) => sendShopPage(app, request, reply, files, renderer));
 */
export async function sendShopPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  files: ShopFirstScreenFiles,
  renderer: ShopFirstScreenRenderer | null,
) {
  const asBuilt = () => reply.sendFile('shop.html');
  const search = request.raw.url?.split('?')[1] ?? '';
  const parsed = parseBootstrapParams(search);
  const query = new URLSearchParams(search);
  const productId = (query.get('product') ?? query.get('productId'))?.trim();
  if (!parsed.ok || productId || !renderer) return asBuilt();
  const { tenant, language, isMobileApp } = parsed.params;
  const data = await shopDataOf(app, { tenant, language });
  const logoUrl = data?.settings.logoUrl;
  if (!data || (logoUrl && new URL(logoUrl).host !== request.headers.host)) return asBuilt();
  const html = await readFile(files.template, 'utf8');
  // The page carries the first-paint loader inline: its CSP allows that one script by its hash.
  allowInlineScript(reply, renderer.firstPaintLoader);
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(
      renderer.withShopFirstScreen(
        html,
        { language, tenant, isMobileApp, ...data },
        { hiddenUntilConfirmed: false },
      ),
    );
}
