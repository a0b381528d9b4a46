import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, PaymentMethod } from '@storefront/contracts';

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
}

/**
 * Where the build puts the module and the page template it renders into (`index.html` as built,
 * before the static host's first screen went in): `dist-server/`, beside the served `dist/`.
 */
export function firstScreenFilesOf(distDir: string): { module: string; template: string } {
  const serverDir = path.join(distDir, '..', 'dist-server');
  return {
    module: path.join(serverDir, 'first-screen.js'),
    template: path.join(serverDir, 'index.html'),
  };
}

/**
 * Loads the first-screen module, or null when the build has none (an older build, or a `dist/`
 * copied without it): the pages are then sent as built.
 *
 * @example
 * const renderer = await loadFirstScreenRenderer(firstScreenFilesOf(distDir).module);
 */
export async function loadFirstScreenRenderer(file: string): Promise<FirstScreenRenderer | null> {
  try {
    await access(file);
  } catch {
    return null;
  }
  const loaded = (await import(pathToFileURL(file).href)) as Partial<FirstScreenRenderer>;
  if (typeof loaded.withFirstScreen !== 'function') {
    throw new Error(`${file} does not export withFirstScreen: rebuild the checkout`);
  }
  return { withFirstScreen: loaded.withFirstScreen };
}
