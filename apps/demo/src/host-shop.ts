import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The placeholder the example pages name the storefront by (their `<script src>` of embed.js). */
export const storefrontOriginPlaceholder = '__STOREFRONT_ORIGIN__';

/** A running example host shop. */
export interface HostShop {
  app: FastifyInstance;
  /** Its origin, e.g. `http://127.0.0.1:5174`. */
  url: string;
}

/** The example's one page, written once a language. */
const pageTemplateFile = 'page.template.html';

/** The example's pages: each file's name and the texts its page is written with. */
const pagesFile = 'pages.json';

const pagesSchema = z.record(z.string().regex(/^[\w-]+\.html$/), z.record(z.string(), z.string()));

/**
 * `template` with each `{{name}}` replaced by `texts[name]`, as written: the texts are the site's
 * own HTML, as they would stand in a page written by hand. A name without a text is an error, so a
 * page never goes out with a placeholder in it. (Two lines of replacing need no template engine.)
 *
 * @example
 * fillPage('<title>{{title}}</title>', { title: 'Riyadh Oasis' }); // '<title>Riyadh Oasis</title>'
 */
export function fillPage(template: string, texts: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const text = texts[name];
    if (text === undefined) throw new Error(`The host shop page has no text for {{${name}}}`);
    return text;
  });
}

/**
 * Writes the example host shop (`examples/host-shop`) into `outDir` as the site it is: one page a
 * language from its page template and `pages.json`, with the storefront's origin filled in, and its
 * other files as they are.
 *
 * @example
 * await writeHostShopSite({ templateDir: 'examples/host-shop', outDir: '.data/host-shop', storefrontOrigin: 'http://127.0.0.1:8080' });
 */
export async function writeHostShopSite(options: {
  templateDir: string;
  outDir: string;
  storefrontOrigin: string;
}): Promise<void> {
  await mkdir(options.outDir, { recursive: true });
  const read = (file: string) => readFile(path.join(options.templateDir, file), 'utf8');
  const template = (await read(pageTemplateFile)).replaceAll(
    storefrontOriginPlaceholder,
    options.storefrontOrigin,
  );
  const pages = pagesSchema.parse(JSON.parse(await read(pagesFile)));
  const files = await readdir(options.templateDir);
  await Promise.all([
    ...Object.entries(pages).map(([file, texts]) =>
      writeFile(path.join(options.outDir, file), fillPage(template, texts)),
    ),
    ...files
      .filter((file) => file !== pageTemplateFile && file !== pagesFile)
      .map((file) =>
        copyFile(path.join(options.templateDir, file), path.join(options.outDir, file)),
      ),
  ]);
}

/**
 * `npm start`'s example host shop (docs/product/embedding.md): a tenant's site on its own origin
 * that embeds the storefront's widgets, cart count and checkout with the snippet. Its pages are
 * written into `outDir` and served as static files by @fastify/static; the API lets this origin
 * frame its pages and call it because the start adds it to `CORS_ORIGINS`.
 *
 * @example
 * const shop = await startHostShop({ templateDir, outDir, storefrontOrigin, host: '127.0.0.1', port: 5174, url: 'http://127.0.0.1:5174' });
 */
export async function startHostShop(options: {
  templateDir: string;
  outDir: string;
  storefrontOrigin: string;
  host: string;
  port: number;
  url: string;
}): Promise<HostShop> {
  await writeHostShopSite(options);
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: options.outDir, cacheControl: false });
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, url: options.url };
}
