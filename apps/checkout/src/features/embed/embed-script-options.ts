import { resolveLanguage, type Language } from '@storefront/contracts';

/** What the snippet's `<script>` tag says. */
export interface EmbedScriptOptions {
  /** The origin `embed.js` came from: the storefront's pages are served there. */
  storefrontOrigin: string;
  tenant: string;
  language: Language;
}

/**
 * Reads the snippet's `<script src=".../embed.js" data-tenant="demo" data-lang="ar">`: the
 * storefront is where the script was loaded from; `data-lang` (or the page's `<html lang>`) is
 * read as the checkout reads `lang`: `en` is English, anything else Arabic. Null without a
 * `data-tenant` (the snippet then mounts nothing and says why in the console).
 *
 * @example
 * readEmbedScriptOptions(document.currentScript, document.documentElement.lang);
 * // { storefrontOrigin: 'https://storefront.example.com', tenant: 'demo', language: 'ar' }
 */
export function readEmbedScriptOptions(
  script: Pick<HTMLScriptElement, 'src' | 'dataset'> | null,
  pageLanguage: string,
): EmbedScriptOptions | null {
  const tenant = script?.dataset['tenant']?.trim();
  if (!script?.src || !tenant) return null;
  return {
    storefrontOrigin: new URL(script.src).origin,
    tenant,
    language: resolveLanguage(script.dataset['lang'] ?? pageLanguage),
  };
}
