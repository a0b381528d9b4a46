import { readFile } from 'node:fs/promises';
import { parseBootstrapParams, productSchema, type Language } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  allowInlineScript,
  loadServerPageModule,
  serverPageFilesOf,
  type ServerPageFiles,
} from './first-screen-page.ts';

/** What the widget page's first screen is rendered from (the checkout's `RenderedWidgetFirstScreen`). */
export interface WidgetFirstScreenOf {
  language: Language;
  productId: string;
  product: { name: string; description: string; imageUrl: string | null };
}

/**
 * The checkout build's widget first-screen module (`apps/checkout/dist-server/widget-first-screen.js`,
 * React's server renderer and the texts inside it: docs/decisions/0047-widget-first-screen.md),
 * as the API uses it. Typed here, not imported: the API reaches the checkout only through its build.
 */
export interface WidgetFirstScreenRenderer {
  withWidgetFirstScreen(html: string, rendered: WidgetFirstScreenOf): string;
  /** The text of the one inline script a page it renders carries, allowed by its hash. */
  firstPaintLoader: string;
}

/** The module and the template it renders into (`widget.html` as built). */
export type WidgetFirstScreenFiles = ServerPageFiles;

/**
 * Where the build puts the widget's first-screen module and its page template.
 *
 * @example
 * const files = widgetFirstScreenFilesOf('/srv/apps/checkout/dist');
 */
export function widgetFirstScreenFilesOf(distDir: string): WidgetFirstScreenFiles {
  return serverPageFilesOf(distDir, 'widget-first-screen.js', 'widget.html');
}

/**
 * Loads the widget's first-screen module, or null when the build has none (an older build, or a
 * `dist/` copied without it): the widget page is then sent as built.
 *
 * @example
 * const renderer = await loadWidgetFirstScreenRenderer(widgetFirstScreenFilesOf(distDir).module);
 */
export function loadWidgetFirstScreenRenderer(
  file: string,
): Promise<WidgetFirstScreenRenderer | null> {
  return loadServerPageModule<WidgetFirstScreenRenderer>(file, 'withWidgetFirstScreen');
}

/** The widget page's product (`product`, else `productId`, as the page reads it), or null. */
function productIdOf(query: URLSearchParams): string | null {
  for (const name of ['product', 'productId']) {
    const value = query.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * The product's header as the widget page will load it: the same route (the SDK's
 * `getForCheckout`), tenant and language, through `app.inject`; null when it cannot be read
 * (unknown tenant or product, an answer the page's schema would refuse).
 */
async function productHeaderOf(
  app: FastifyInstance,
  tenant: string,
  productId: string,
  language: Language,
): Promise<WidgetFirstScreenOf['product'] | null> {
  try {
    const response = await app.inject({
      method: 'GET',
      url: `/api/app/product/checkout/${encodeURIComponent(productId)}`,
      headers: { __tenant: tenant, 'accept-language': language },
    });
    if (response.statusCode !== 200) return null;
    const parsed = productSchema.safeParse(response.json());
    if (!parsed.success) return null;
    const { name, description, imageUrl } = parsed.data;
    return { name, description, imageUrl };
  } catch {
    return null;
  }
}

/**
 * The widget page (`/widget.html?tenant=…&product=…&lang=…`): `widget.html` with its first screen
 * rendered for it — the page language and the product's header (docs/decisions/0047-widget-first-screen.md);
 * any other (no tenant or product, an unknown one, a build without the module), the file as built,
 * which the page renders itself as before.
 *
 * @example
 * app.get('/widget.html', (request, reply) => sendWidgetPage(app, request, reply, files, renderer));
 */
export async function sendWidgetPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  files: WidgetFirstScreenFiles,
  renderer: WidgetFirstScreenRenderer | null,
) {
  const search = request.raw.url?.split('?')[1] ?? '';
  const bootstrap = parseBootstrapParams(search);
  const productId = bootstrap.ok ? productIdOf(bootstrap.query) : null;
  if (!bootstrap.ok || productId === null || !renderer) return reply.sendFile('widget.html');
  const { tenant, language } = bootstrap.params;
  const product = await productHeaderOf(app, tenant, productId, language);
  if (!product) return reply.sendFile('widget.html');
  const html = await readFile(files.template, 'utf8');
  allowInlineScript(reply, renderer.firstPaintLoader);
  return reply
    .type('text/html; charset=utf-8')
    .send(renderer.withWidgetFirstScreen(html, { language, productId, product }));
}
