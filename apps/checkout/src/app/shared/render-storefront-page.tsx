import { fallbackLanguage, type Language } from '@storefront/contracts';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { addLanguage, createI18n } from '../../i18n/create-i18n.ts';
import { loadDictionary } from '../../i18n/load-dictionary.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { applyDocumentLanguage } from './apply-document-language.ts';
import { LanguageProviders } from '../../i18n/language-providers.tsx';

/** What {@link renderStorefrontPage} shows, and does once the page is idle. */
export interface StorefrontPage {
  language: Language;
  /** The text key of the document title. */
  titleKey: string;
  render: (i18n: I18n) => ReactNode;
  /** Work for after the first paint (a chunk to preload). */
  whenIdle?: () => void;
}

/**
 * Renders a storefront page (the widget page, the demo shop) in `container`: its language's texts
 * (asked again once if the first download fails), `<html lang dir>` and title, the page, and once
 * idle the fallback language's texts.
 *
 * @example
 * renderStorefrontPage(root, { language: 'ar', titleKey: 'shop.title', render: () => <ShopScreen runtime={runtime} /> });
 */
export function renderStorefrontPage(container: HTMLElement, page: StorefrontPage): void {
  const { language } = page;
  const root = createRoot(container);
  void loadDictionary(language)
    .catch(() => loadDictionary(language))
    .then((texts) => {
      const i18n = createI18n(language, texts);
      applyDocumentLanguage(document, language, i18n.t(page.titleKey));
      root.render(
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
