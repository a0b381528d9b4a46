import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { appTexts } from '../i18n/app-texts.ts';
import { applyDocumentLanguage } from './apply-document-language.ts';
import { parseCheckoutParams } from './checkout-params.ts';
import { InitializingScreen } from './initializing-screen.tsx';

const ParamsErrorScreen = lazy(() => import('./params-error-screen.tsx'));

/**
 * Starts the checkout page in `container`: reads the query parameters, sets the document language
 * and direction, and paints at once "Initializing checkout..." in the page language while the
 * checkout itself (texts, SDK, flows, forms) loads. A missing `tenant` or `cartId` shows its error
 * instead (spec section 2).
 *
 * @example
 * startCheckout(document.getElementById('root')!);
 */
export function startCheckout(container: HTMLElement): void {
  const { location } = window;
  const parsed = parseCheckoutParams(location.search, location.origin);
  const language = parsed.ok ? parsed.params.language : parsed.language;
  const texts = appTexts[language];
  applyDocumentLanguage(document, language, texts['app.title'] ?? '');
  const initializing = (
    <div className="flex min-h-screen flex-col">
      <InitializingScreen text={texts['app.initializing'] ?? ''} />
    </div>
  );
  // Loaded once and started before it renders: the cart loads while React mounts the page.
  const CheckoutRuntime = lazy(async () => {
    const { createCheckoutRuntime, CheckoutRuntimeView } = await import('./checkout-runtime.tsx');
    if (!parsed.ok) throw new Error('The checkout needs its tenant and cart id.');
    const { params } = parsed;
    const runtime = createCheckoutRuntime(params);
    return { default: () => <CheckoutRuntimeView params={params} runtime={runtime} /> };
  });
  createRoot(container).render(
    <StrictMode>
      <Suspense fallback={parsed.ok ? initializing : null}>
        {parsed.ok ? (
          <CheckoutRuntime />
        ) : (
          <ParamsErrorScreen error={parsed.error} language={parsed.language} />
        )}
      </Suspense>
    </StrictMode>,
  );
}
