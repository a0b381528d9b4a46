import { fallbackLanguage } from '@storefront/contracts';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { addLanguage, createI18n } from '../../i18n/create-i18n.ts';
import { LanguageProviders } from '../../i18n/language-providers.tsx';
import { loadDictionary } from '../../i18n/load-dictionary.ts';
import { preloadCartCompletion } from '../../lib/cart-effects.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { applyDocumentLanguage } from '../shared/apply-document-language.ts';
import { CheckoutRuntimeView, createCheckoutRuntime } from './checkout-runtime.tsx';
import { checkoutStartup } from './checkout-startup.ts';
import { CheckoutFirstScreen } from './first-screen/checkout-first-screen.tsx';
import {
  hydratableFirstScreen,
  type RenderedFirstScreen,
} from './first-screen/first-screen-props.ts';
import { reloadWhenRestored } from './reload-when-restored.ts';
import { waitForFirstScreen } from './wait-for-first-screen.ts';

/** How long a ready app waits for its cart and settings before it shows "Initializing checkout...". */
const firstScreenWaitMs = 100;
/**
 * Over a first screen from the server, the wait for the cart and settings: the page already shows
 * the checkout's frame and "Initializing checkout...", so the app takes its place once it has
 * what it shows, or after this long, with its own states (a slow or failed request).
 */
const renderedFirstScreenWaitMs = 10_000;

/** Calls `onCommit` once the tree it wraps is on the page (hydrated). */
function OnCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates the first screen the server rendered into `container`, with the props it was
 * rendered with, so React adopts its markup as it is (docs/decisions/0046-first-screen-in-html.md).
 */
function hydrateFirstScreen(
  container: HTMLElement,
  rendered: RenderedFirstScreen,
  i18n: ReturnType<typeof createI18n>,
): { root: Root; hydrated: Promise<void> } {
  const { brand, isMobileApp, paymentMethods } = rendered;
  let onCommit = () => undefined as void;
  const hydrated = new Promise<void>((resolve) => {
    onCommit = resolve;
  });
  let root: Root | undefined;
  // In a transition, React hydrates in slices between which the browser stays responsive (a
  // hydration at its default priority runs in one task); the screen is already on the page, so
  // nothing waits for it but the checkout's own render.
  startTransition(() => {
    root = hydrateRoot(
      container,
      <LanguageProviders i18n={i18n}>
        <OnCommit onCommit={onCommit}>
          <CheckoutFirstScreen
            brand={brand}
            isMobileApp={isMobileApp}
            paymentMethods={paymentMethods}
          />
        </OnCommit>
      </LanguageProviders>,
    );
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return { root, hydrated };
}

/**
 * Starts the checkout page in `container`: reads the query parameters, sets the document language
 * and direction, and renders the checkout once the page language's texts are in and its cart and
 * settings are there, or after `firstScreenWaitMs` (it then shows "Initializing checkout..." until
 * they are). A first screen the server rendered for this page is hydrated first and stays until
 * then (docs/decisions/0046-first-screen-in-html.md). The code of the first
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
  const rendered = parsed.ok
    ? hydratableFirstScreen(document, container, language, parsed.params.isMobileApp)
    : null;
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
        createRoot(container).render(
          <ParamsErrorScreen error={parsed.error} wayOn={wayOn} i18n={i18n} />,
        );
        return;
      }
      const { params } = parsed;
      const runtime = createCheckoutRuntime(params, { i18n, fetch });
      const setTimer = (run: () => void, ms: number) => window.setTimeout(run, ms);
      const checkout = (
        <StrictMode>
          <CheckoutRuntimeView params={params} runtime={runtime} />
        </StrictMode>
      );
      if (rendered) {
        const hydrating = hydrateFirstScreen(container, rendered, i18n);
        await Promise.all([
          hydrating.hydrated,
          waitForFirstScreen(runtime, renderedFirstScreenWaitMs, setTimer),
        ]);
        // A transition: React renders the checkout in slices between which the browser stays
        // responsive, and swaps it in at once (docs/decisions/0046-first-screen-in-html.md).
        startTransition(() => hydrating.root.render(checkout));
      } else {
        await waitForFirstScreen(runtime, firstScreenWaitMs, setTimer);
        createRoot(container).render(checkout);
      }
      // The English fallback for a missing text (docs/product/overview.md), and the code that waits
      // for a placed order, once the page is up.
      whenIdle(() => {
        void addLanguage(i18n, fallbackLanguage);
        preloadCartCompletion();
      });
    });
}
