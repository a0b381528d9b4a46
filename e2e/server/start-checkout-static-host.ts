import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { policyWithApiOrigin } from './policy-with-api-origin.ts';

/** A static host started by {@link startCheckoutStaticHost}. */
export interface CheckoutStaticHost {
  /** Its origin, e.g. `http://127.0.0.1:41235`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * `page` (a built page of the checkout) naming `apiUrl` as its API at run time: a
 * `<meta name="storefront-api">` first in `<head>`, before the page's scripts read it
 * (docs/decisions/0022-checkout-api-base-at-run-time.md).
 *
 * @example
 * withApiBaseMeta('<html><head><title>x</title></head></html>', 'https://api.example.com');
 * // '<html><head>\n    <meta name="storefront-api" content="https://api.example.com" /><title>x</title>…'
 */
export function withApiBaseMeta(page: string, apiUrl: string): string {
  if (!/<head>/i.test(page)) throw new Error('The page has no <head> to name its API in');
  const content = apiUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return page.replace(/<head>/i, `$&\n    <meta name="storefront-api" content="${content}" />`);
}

/**
 * Serves the checkout's build (`distDir`, the very files `npm start` serves) from an origin of its
 * own, as a platform team's static host would: its pages name `apiUrl` as their API
 * (`withApiBaseMeta`) and carry the API's own Content-Security-Policy for its pages, read from
 * `apiUrl`, widened to that API (`policyWithApiOrigin`); every other file as it is
 * (@fastify/static). The API must list this origin in its `CORS_ORIGINS`.
 *
 * @example
 * const host = await startCheckoutStaticHost({ distDir, apiUrl, host: '127.0.0.1', port });
 * await host.stop();
 */
export async function startCheckoutStaticHost(options: {
  distDir: string;
  apiUrl: string;
  host: string;
  port: number;
}): Promise<CheckoutStaticHost> {
  const apiPage = await fetch(`${options.apiUrl}/`);
  const apiPolicy = apiPage.headers.get('content-security-policy');
  if (!apiPolicy) throw new Error(`${options.apiUrl}/ sends no Content-Security-Policy to copy`);
  const policy = policyWithApiOrigin(apiPolicy, new URL(options.apiUrl).origin);
  const pages = new Map(
    readdirSync(options.distDir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [
        file,
        withApiBaseMeta(readFileSync(path.join(options.distDir, file), 'utf8'), options.apiUrl),
      ]),
  );

  const app = Fastify({ logger: false });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.header('content-security-policy', policy);
    done();
  });
  // The pages are sent from `pages` (with the meta); the files route takes everything else.
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
  });
  for (const [file, page] of pages) {
    const send = (_request: unknown, reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').send(page);
    app.get(`/${file}`, send);
    if (file === 'index.html') app.get('/', send);
  }
  await app.listen({ host: options.host, port: options.port });
  return { url: `http://${options.host}:${options.port}`, stop: () => app.close() };
}
