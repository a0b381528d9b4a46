import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, PaymentMethod } from '@storefront/contracts';
import type { FastifyReply } from 'fastify';

/** What the checkout's first screen is rendered from (the checkout's `RenderedFirstScreen`). */
export interface FirstScreenOf {
  language: Language;
  brand: { brandName: string; logoUrl: string | null } | null;
  isMobileApp: boolean;
  paymentMethods: readonly PaymentMethod[] | null;
}

/**
 * The checkout build's first-screen module (`apps/checkout/dist-server/first-screen.js`, React's
 * server renderer and the texts inside it: docs/decisions/0046-first-screen-in-html.md), as the
 * API uses it. Typed here, not imported: the API reaches the checkout only through its build.
 */
export interface FirstScreenRenderer {
  withFirstScreen(
    html: string,
    rendered: FirstScreenOf,
    placement: { hiddenUntilConfirmed: boolean },
  ): string;
  /** The text of the one inline script a page it renders carries, allowed by its hash. */
  firstPaintLoader: string;
}

/**
 * `policy` (a Content-Security-Policy header's value) allowing also the inline script `script`,
 * by its SHA-256 hash: to `script-src` or, where the policy has none, to a `script-src` made from
 * `default-src`, so that nothing else is allowed that was not. The page's other scripts stay
 * under the policy as it was (docs/decisions/0046-first-screen-in-html.md).
 *
 * @example
 * withScriptHash("default-src 'self';script-src 'self'", 'go()'); // "…;script-src 'self' 'sha256-…'"
 */
export function withScriptHash(policy: string, script: string): string {
  const source = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
  const directives = policy.split(';').map((directive) => directive.trim());
  const scriptIndex = directives.findIndex((directive) => /^script-src(\s|$)/.test(directive));
  if (scriptIndex !== -1) {
    directives[scriptIndex] = `${directives[scriptIndex]} ${source}`;
    return directives.join(';');
  }
  const fallback = directives.find((directive) => /^default-src(\s|$)/.test(directive));
  const sources = fallback ? fallback.replace(/^default-src\s*/, '') : "'self'";
  // 'none' with a hash would be no list at all: the hash alone.
  const kept = sources === "'none'" ? '' : `${sources} `;
  return [...directives.filter(Boolean), `script-src ${kept}${source}`].join(';');
}

/**
 * Allows the inline `script` in the CSP the reply already carries (security-headers.ts sets it
 * on every request), by its hash: for a page that carries the first-paint loader.
 *
 * @example
 * allowInlineScript(reply, renderer.firstPaintLoader);
 */
export function allowInlineScript(reply: FastifyReply, script: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    void reply.header('content-security-policy', withScriptHash(policy, script));
  }
}

/** A page's first-screen server module and the page template it renders into. */
export interface ServerPageFiles {
  module: string;
  template: string;
}

/**
 * Where the build puts a page's first-screen module and its template (the page as built, before
 * any static first screen went in): `dist-server/`, beside the served `dist/`.
 *
 * @example
 * serverPageFilesOf('/srv/apps/checkout/dist', 'widget-first-screen.js', 'widget.html');
 */
export function serverPageFilesOf(
  distDir: string,
  moduleFile: string,
  templateFile: string,
): ServerPageFiles {
  const serverDir = path.join(distDir, '..', 'dist-server');
  return { module: path.join(serverDir, moduleFile), template: path.join(serverDir, templateFile) };
}

/** The checkout's module (`first-screen.js`) and template (`index.html`). */
export function firstScreenFilesOf(distDir: string): ServerPageFiles {
  return serverPageFilesOf(distDir, 'first-screen.js', 'index.html');
}

/**
 * Loads a page's first-screen module built for Node, or null when the build has none (an older
 * build, or a `dist/` copied without it): the page is then sent as built. A module that does not
 * export its render function `renderName` and the `firstPaintLoader` text is refused loudly.
 *
 * @example
 * const renderer = await loadServerPageModule<WidgetFirstScreenRenderer>(file, 'withWidgetFirstScreen');
 */
export async function loadServerPageModule<Renderer extends { firstPaintLoader: string }>(
  file: string,
  renderName: Exclude<keyof Renderer, 'firstPaintLoader'> & string,
): Promise<Renderer | null> {
  try {
    await access(file);
  } catch {
    return null;
  }
  const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (typeof loaded[renderName] !== 'function' || typeof loaded.firstPaintLoader !== 'string') {
    throw new Error(
      `${file} does not export ${renderName} and firstPaintLoader: rebuild the checkout`,
    );
  }
  return {
    [renderName]: loaded[renderName],
    firstPaintLoader: loaded.firstPaintLoader,
  } as unknown as Renderer;
}

/**
 * Loads the checkout's first-screen module (see `loadServerPageModule`).
 *
 * @example
 * const renderer = await loadFirstScreenRenderer(firstScreenFilesOf(distDir).module);
 */
export function loadFirstScreenRenderer(file: string): Promise<FirstScreenRenderer | null> {
  return loadServerPageModule<FirstScreenRenderer>(file, 'withFirstScreen');
}
