import { fallbackLanguage } from '@storefront/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorState } from '../components/ui/error-state.tsx';
import { addLanguage, createI18n } from '../i18n/create-i18n.ts';
import { loadDictionary } from '../i18n/load-dictionary.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { applyDocumentLanguage } from './apply-document-language.ts';
import { LanguageProviders } from './language-providers.tsx';
import { parseWidgetParams } from './widget-params.ts';
import { createWidgetRuntime } from './widget-runtime.ts';
import { WidgetScreen } from './widget-screen.tsx';

/**
 * Starts a storefront widget page in `container` (`widget.html?product=…&tenant=…&lang=…`): the
 * product's request and the page language's texts start together; the widget its product type
 * needs then loads as its own chunk. A missing tenant or product says so in the page language.
 *
 * @example
 * startWidget(document.getElementById('root')!);
 */
export function startWidget(container: HTMLElement): void {
  const parsed = parseWidgetParams(window.location.search);
  const language = parsed.ok ? parsed.params.language : parsed.language;
  const runtime = parsed.ok ? createWidgetRuntime(parsed.params) : null;
  const root = createRoot(container);
  void loadDictionary(language)
    .catch(() => loadDictionary(language))
    .then((texts) => {
      const i18n = createI18n(language, texts);
      applyDocumentLanguage(document, language, i18n.t('widget.title'));
      root.render(
        <StrictMode>
          <LanguageProviders i18n={i18n}>
            <main className="min-h-screen">
              {runtime ? (
                <WidgetScreen runtime={runtime} language={language} />
              ) : (
                <ErrorState
                  title={i18n.t('rules.somethingWentWrong')}
                  description={[
                    i18n.t(
                      parsed.ok || parsed.error === 'TENANT_NOT_PROVIDED'
                        ? 'errors.TENANT_NOT_PROVIDED'
                        : 'widget.productNotProvided',
                    ),
                  ]}
                />
              )}
            </main>
          </LanguageProviders>
        </StrictMode>,
      );
      whenIdle(() => {
        void addLanguage(i18n, fallbackLanguage);
        runtime?.preloadCart();
      });
    });
}
