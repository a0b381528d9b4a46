import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type * as FirstScreenDocument from '../src/app/checkout/first-screen/first-screen-document.tsx';
import { brotli, gzip } from './precompressed-copies.ts';

/**
 * After the first screen's server module is built, renders the static host's first screen into
 * the built `index.html` (docs/decisions/0046-first-screen-in-html.md): Arabic, the default
 * language, with neither a brand nor payment methods (a static host knows no tenant), hidden
 * until the startup script confirms the page's language. Its precompressed copies are made again,
 * and the page as built goes beside the server module as the API's template.
 */
export function staticFirstScreen(distDir: string, serverModule: string): Plugin {
  return {
    name: 'storefront:static-first-screen',
    apply: 'build',
    async closeBundle() {
      const { withFirstScreen } = (await import(
        pathToFileURL(serverModule).href
      )) as typeof FirstScreenDocument;
      const file = path.join(distDir, 'index.html');
      const template = await readFile(file, 'utf8');
      if (!template.includes('<div id="root"></div>')) {
        throw new Error(
          `${file} has no empty root: build the checkout's pages first (npm run build)`,
        );
      }
      // The page as built, for the API to render each page's own first screen into.
      await writeFile(path.join(path.dirname(serverModule), 'index.html'), template);
      const page = withFirstScreen(
        template,
        { language: 'ar', brand: null, isMobileApp: false, paymentMethods: null },
        { hiddenUntilConfirmed: true },
      );
      await Promise.all([
        writeFile(file, page),
        writeFile(`${file}.gz`, gzip(page)),
        writeFile(`${file}.br`, brotli(page)),
      ]);
    },
  };
}
