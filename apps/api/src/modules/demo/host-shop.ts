import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

/** The placeholder the example pages name the storefront by (their `<script src>` of embed.js). */
export const storefrontOriginPlaceholder = '__STOREFRONT_ORIGIN__';

/** A running example host shop. */
export interface HostShop {
  app: FastifyInstance;
  /** Its origin, e.g. `http://127.0.0.1:5174`. */
  url: string;
}

/**
 * Writes the example host shop (`examples/host-shop`) into `outDir` as the site it is: its pages
 * with the storefront's origin filled in, its other files as they are.
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
  const files = await readdir(options.templateDir);
  await Promise.all(
    files.map(async (file) => {
      const from = path.join(options.templateDir, file);
      const to = path.join(options.outDir, file);
      if (!file.endsWith('.html')) return copyFile(from, to);
      const page = await readFile(from, 'utf8');
      return writeFile(to, page.replaceAll(storefrontOriginPlaceholder, options.storefrontOrigin));
    }),
  );
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
