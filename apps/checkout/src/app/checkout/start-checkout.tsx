import { fallbackLanguage } from '@storefront/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addLanguage, createI18n } from '../../i18n/create-i18n.ts';
import { loadDictionary } from '../../i18n/load-dictionary.ts';
import { preloadCartCompletion } from '../../lib/cart-effects.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { applyDocumentLanguage } from '../shared/apply-document-language.ts';
import { CheckoutRuntimeView, createCheckoutRuntime } from './checkout-runtime.tsx';
import { checkoutStartup } from './checkout-startup.ts';
import { reloadWhenRestored } from './reload-when-restored.ts';
import { waitForFirstScreen } from './wait-for-first-screen.ts';

/** How long a ready app waits for its cart and settings before it shows "Initializing checkout...". */
const firstScreenWaitMs = 100;

/**
 * Starts the checkout page in `container`: reads the query parameters, sets the document language
 * and direction, and renders the checkout once the page language's texts are in and its cart and
 * settings are there, or after `firstScreenWaitMs` (it then shows "Initializing checkout..." until
 * they are). The code of the first
 * screen is loaded up front, not behind a lazy boundary: the requests it waits for were started
 * by the `startup` script, so nothing waits for a second round of downloads. A missing `tenant`
 * or `cartId` shows its error instead (docs/product/screens.md), from a chunk loaded only then.
 *
 * @example
 * startCheckout(document.getElementById('root')!);
 */
export function startCheckout(container: HTMLElement): void {
  reloadWhenRestored(window, () => window.location.reload());
  const { parsed, language, dictionary, fetch } = checkoutStartup();
  const root = createRoot(container);
  // A failed chunk download (a flaky network) gets one more try before the page gives up.
  void dictionary
    .catch(() => loadDictionary(language))
    .then(async (texts) => {
      const i18n = createI18n(language, texts);
      applyDocumentLanguage(document, language, i18n.t('app.title'));
      if (!parsed.ok) {
        const [{ default: ParamsErrorScreen }, { paramsErrorWayOn }] = await Promise.all([
          import('./params-error-screen.tsx'),
          import('../shared/params-error-way-on.ts'),
        ]);
        const { search, origin } = window.location;
        const wayOn = paramsErrorWayOn(parsed.error, search, origin, language);
        root.render(<ParamsErrorScreen error={parsed.error} wayOn={wayOn} i18n={i18n} />);
        return;
      }
      const { params } = parsed;
      const runtime = createCheckoutRuntime(params, { i18n, fetch });
      await waitForFirstScreen(runtime, firstScreenWaitMs, (run, ms) => window.setTimeout(run, ms));
      root.render(
        <StrictMode>
          <CheckoutRuntimeView params={params} runtime={runtime} />
        </StrictMode>,
      );
      // The English fallback for a missing text (docs/product/overview.md), and the code that waits
      // for a placed order, once the page is up.
      whenIdle(() => {
        void addLanguage(i18n, fallbackLanguage);
        preloadCartCompletion();
      });
    });
}
