import { fallbackLanguage } from '@storefront/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorState } from '../components/ui/error-state.tsx';
import { addLanguage, createI18n } from '../i18n/create-i18n.ts';
import { loadDictionary } from '../i18n/load-dictionary.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { applyDocumentLanguage } from './apply-document-language.ts';
import { LanguageProviders } from './language-providers.tsx';
import { parseShopParams } from './shop-params.ts';
import { createShopRuntime } from './shop-runtime.ts';
import { ShopScreen } from './shop-screen.tsx';

/**
 * Starts the demo shop in `container` (`shop.html?tenant=…&lang=…[&product=…]`,
 * docs/product/shop.md): the catalogue (or the open product), the tenant's settings, the cart and
 * the page language's texts are asked together. A missing tenant says so in the page language.
 *
 * @example
 * startShop(document.getElementById('root')!);
 */
export function startShop(container: HTMLElement): void {
  const parsed = parseShopParams(window.location.search);
  const language = parsed.ok ? parsed.params.language : parsed.language;
  const runtime = parsed.ok ? createShopRuntime(parsed.params) : null;
  const root = createRoot(container);
  void loadDictionary(language)
    .catch(() => loadDictionary(language))
    .then((texts) => {
      const i18n = createI18n(language, texts);
      applyDocumentLanguage(document, language, i18n.t('shop.title'));
      root.render(
        <StrictMode>
          <LanguageProviders i18n={i18n}>
            {runtime ? (
              // The cart drawer's lines read their products' custom fields through queries.
              <QueryClientProvider client={createQueryClient()}>
                <ShopScreen runtime={runtime} />
              </QueryClientProvider>
            ) : (
              <main className="min-h-screen">
                <ErrorState
                  title={i18n.t('rules.somethingWentWrong')}
                  description={[i18n.t('errors.TENANT_NOT_PROVIDED')]}
                />
              </main>
            )}
          </LanguageProviders>
        </StrictMode>,
      );
      whenIdle(() => void addLanguage(i18n, fallbackLanguage));
    });
}
