import { fallbackLanguage, type Language } from '@storefront/contracts';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { addLanguage, createI18n } from '../../i18n/create-i18n.ts';
import { loadDictionary } from '../../i18n/load-dictionary.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { applyDocumentLanguage } from './apply-document-language.ts';

/** What {@link hydrateShopPage} hydrates. */
export interface HydratedShopPage {
  language: Language;
  /** The text key of the document title. */
  titleKey: string;
  /**
   * The page's whole tree (its providers included), the same the server rendered into
   * `container`: a different tree is a hydration mismatch, which React recovers from by
   * rendering the page anew.
   */
  render: (i18n: I18n) => ReactNode;
}

/**
 * Hydrates the demo shop's first screen, which the page's HTML carries (docs/decisions/
 * 0048-shop-first-screen.md), once its language's texts are here (asked again once if the first
 * download fails): React adopts the server's elements, so nothing is drawn anew and nothing
 * moves. `renderStorefrontPage` is the way for a page without one. Once idle, the fallback
 * language's texts.
 *
 * @example
 * hydrateShopPage(root, { language: 'ar', titleKey: 'shop.title', render: (i18n) => <ShopPageTree i18n={i18n} … /> });
 */
export function hydrateShopPage(container: HTMLElement, page: HydratedShopPage): void {
  const { language } = page;
  void loadDictionary(language)
    .catch(() => loadDictionary(language))
    .then((texts) => {
      const i18n = createI18n(language, texts);
      applyDocumentLanguage(document, language, i18n.t(page.titleKey));
      hydrateRoot(container, page.render(i18n));
      whenIdle(() => void addLanguage(i18n, fallbackLanguage));
    });
}
