import { mountStorefrontEmbed } from '@storefront/sdk';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { readEmbedScriptOptions } from './embed-script-options.ts';
import { embedTexts } from './embed-texts.ts';

/**
 * `embed.js`, the snippet a tenant's site loads (docs/product/embedding.md): a classic script, so
 * `document.currentScript` names where it came from. It mounts once the page's elements are
 * there, whether it runs `async`, `defer` or inline in the body.
 */
const script = document.currentScript as HTMLScriptElement | null;
const options = readEmbedScriptOptions(script, document.documentElement.lang);

function mount() {
  if (!options) {
    console.error('storefront embed.js: add data-tenant="…" to its <script> tag');
    return;
  }
  const embed = mountStorefrontEmbed({
    ...options,
    texts: embedTexts(options.language, { ar, en }),
  });
  // For the host page's own scripts: `window.storefrontEmbed.cart()`.
  Object.assign(window, { storefrontEmbed: embed });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount);
else mount();
