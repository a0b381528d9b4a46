import { fallbackLanguage } from '@storefront/contracts';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { addLanguage, createI18n } from '../../i18n/create-i18n.ts';
import { LanguageProviders } from '../../i18n/language-providers.tsx';
import { loadDictionary } from '../../i18n/load-dictionary.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { applyDocumentLanguage } from './apply-document-language.ts';
import type { StorefrontPage } from './render-storefront-page.tsx';

/**
 * {@link renderStorefrontPage} for a page whose HTML already holds its first screen, rendered on
 * the server for its language (docs/decisions/0047-widget-first-screen.md): once the page
 * language's texts are there, React hydrates `container` with the page, in the same providers the
 * server rendered the screen in, so the page's first render must draw exactly that screen's
 * markup. Until then the server's markup stays on the page as it is.
 *
 * @example
 * hydrateStorefrontPage(root, { language: 'ar', titleKey: 'widget.title', render: () => <WidgetScreen … /> });
 */
export function hydrateStorefrontPage(container: HTMLElement, page: StorefrontPage): void {
  const { language } = page;
  void loadDictionary(language)
    .catch(() => loadDictionary(language))
    .then((texts) => {
      const i18n = createI18n(language, texts);
      applyDocumentLanguage(document, language, i18n.t(page.titleKey));
      hydrateRoot(
        container,
        <StrictMode>
          <LanguageProviders i18n={i18n}>{page.render(i18n)}</LanguageProviders>
        </StrictMode>,
      );
      whenIdle(() => {
        void addLanguage(i18n, fallbackLanguage);
        page.whenIdle?.();
      });
    });
}
