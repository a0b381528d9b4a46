import type { Plugin } from 'vite';

/** The page's dictionaries, `src/i18n/ar.json` and `en.json`, as the build reads them. */
const dictionaryFile = /[\\/]src[\\/]i18n[\\/](ar|en)\.json$/;

/** The dictionaries with only the keys `keep` accepts: a page downloads only its own texts. */
function keepTexts(name: string, keep: (key: string) => boolean): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      if (!dictionaryFile.test(id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const kept = Object.entries(texts).filter(([key]) => keep(key));
      return { code: JSON.stringify(Object.fromEntries(kept)), map: null };
    },
  };
}

/**
 * Leaves the other pages' texts out of this page's dictionaries, which its first load downloads:
 * the account area's (`account.*`, docs/product/account-pages.md; the few the checkout does show
 * sit under `account.checkout.` and stay) and, but for the widget page's own build, the widgets'
 * (`widget.*`, docs/product/widgets.md), and, but for the shop's, the demo shop's (`shop.*`).
 * The account's own build (vite.account.config.ts) goes without this plugin.
 */
export function withoutAccountTexts(options: {
  keepWidgetTexts: boolean;
  /** The demo shop's own texts (`shop.*`, docs/product/shop.md): only its build keeps them. */
  keepShopTexts?: boolean;
}): Plugin {
  const otherPage = (key: string) =>
    (key.startsWith('account.') && !key.startsWith('account.checkout.')) ||
    (!options.keepWidgetTexts && key.startsWith('widget.')) ||
    (!options.keepShopTexts && key.startsWith('shop.')) ||
    // The embed snippet's, which only `embed.js` shows (vite.embed.config.ts).
    key.startsWith('embed.');
  return keepTexts('checkout-without-account-texts', (key) => !otherPage(key));
}

/** The embed snippet's build keeps only its own texts (`embed.*`): it is a host page's script. */
export function onlyEmbedTexts(): Plugin {
  return keepTexts('embed-only-embed-texts', (key) => key.startsWith('embed.'));
}
