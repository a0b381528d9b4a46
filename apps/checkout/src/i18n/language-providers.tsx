import { directionOf, resolveLanguage } from '@storefront/contracts';
import type { i18n as I18n } from 'i18next';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** Props of {@link LanguageProviders}. */
export interface LanguageProvidersProps {
  i18n: I18n;
  children: ReactNode;
}

/**
 * Texts and reading direction (Radix components follow it: radio-group arrow keys, toasts): all
 * the page's first paint needs, before the SDK exists.
 *
 * @example
 * <LanguageProviders i18n={createI18n('ar', await loadDictionary('ar'))}><InitializingScreen /></LanguageProviders>
 */
export function LanguageProviders({ i18n, children }: LanguageProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <Direction.Provider dir={directionOf(resolveLanguage(i18n.language))}>
        {children}
      </Direction.Provider>
    </I18nextProvider>
  );
}
