import { fallbackLanguage, type Language } from '@storefront/contracts';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { addLanguage, createI18n } from '../../i18n/create-i18n.ts';
import { LanguageProviders } from '../../i18n/language-providers.tsx';
import { loadDictionary } from '../../i18n/load-dictionary.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { applyDocumentLanguage } from './apply-document-language.ts';
import type { StorefrontPage } from './render-storefront-page.tsx';

/**
 * Once the page language's texts are there (asked again once if the first download fails), sets
 * the document's language and title and hydrates `container` with `tree`, then, once idle, adds
 * the fallback language's texts and runs the page's own idle work. Until then the server's markup
 * stays on the page as it is.
 */
function hydrateWithTexts(
  container: HTMLElement,
  page: { language: Language; titleKey: string; whenIdle?: () => void },
  tree: (i18n: I18n) => ReactNode,
): void {
  const { language } = page;
  void loadDictionary(language)
    .catch(() => loadDictionary(language))
    .then((texts) => {
      const i18n = createI18n(language, texts);
      applyDocumentLanguage(document, language, i18n.t(page.titleKey));
      hydrateRoot(container, tree(i18n));
      whenIdle(() => {
        void addLanguage(i18n, fallbackLanguage);
        page.whenIdle?.();
      });
    });
}

/**
 * {@link renderStorefrontPage} for a page whose HTML already holds its first screen, rendered on
 * the server for its language (docs/decisions/0047-widget-first-screen.md): React hydrates
 * `container` with the page, in the same providers the server rendered the screen in, so the
 * page's first render must draw exactly that screen's markup.
 *
 * @example
 * hydrateStorefrontPage(root, { language: 'ar', titleKey: 'widget.title', render: () => <WidgetScreen … /> });
 */
export function hydrateStorefrontPage(container: HTMLElement, page: StorefrontPage): void {
  hydrateWithTexts(container, page, (i18n) => (
    <StrictMode>
      <LanguageProviders i18n={i18n}>{page.render(i18n)}</LanguageProviders>
    </StrictMode>
  ));
}

/**
 * {@link hydrateStorefrontPage} for a page that renders its own whole tree, providers included
 * (the demo shop's `ShopPageTree`, docs/decisions/0048-shop-first-screen.md): `page.render` must
 * give the very tree the server rendered into `container`; a different tree is a hydration
 * mismatch, which React recovers from by rendering the page anew.
 *
 * @example
 * hydrateStorefrontTree(root, { language: 'ar', titleKey: 'shop.title', render: (i18n) => <ShopPageTree i18n={i18n} … /> });
 */
export function hydrateStorefrontTree(container: HTMLElement, page: StorefrontPage): void {
  hydrateWithTexts(container, page, page.render);
}
