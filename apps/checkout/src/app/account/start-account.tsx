import { fallbackLanguage, parseBootstrapParams } from '@storefront/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addLanguage, createI18n } from '../../i18n/create-i18n.ts';
import { loadDictionary } from '../../i18n/load-dictionary.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { applyDocumentLanguage } from '../shared/apply-document-language.ts';
import { createAccountRuntime } from './account-runtime.ts';
import { AccountRuntimeView } from './account-runtime-view.tsx';

/**
 * Starts the account area (docs/product/account-pages.md) in `container`, by the checkout's bootstrap
 * rules: the `tenant` parameter is required (without it, a screen saying the address names no
 * store and leading back), `lang`/`language` set the texts and direction, `isMobileApp` hides the
 * header. Each screen's code loads with its route (see `createAccountRouter`).
 *
 * @example
 * startAccount(document.getElementById('root')!);
 */
export function startAccount(container: HTMLElement): void {
  const parsed = parseBootstrapParams(window.location.search);
  const language = parsed.ok ? parsed.params.language : parsed.language;
  const root = createRoot(container);
  void loadDictionary(language)
    .catch(() => loadDictionary(language))
    .then(async (texts) => {
      const i18n = createI18n(language, texts);
      applyDocumentLanguage(document, language, i18n.t('account.title'));
      if (!parsed.ok) {
        // Without a tenant there is no account to sign in to: say so and lead back to the store.
        const { default: NoTenantScreen } =
          await import('../../features/account-sign-in/no-tenant-screen.tsx');
        const goBack = window.history.length > 1 ? () => window.history.back() : null;
        root.render(<NoTenantScreen i18n={i18n} goBack={goBack} />);
        return;
      }
      const runtime = createAccountRuntime(parsed.params, i18n);
      root.render(
        <StrictMode>
          <AccountRuntimeView runtime={runtime} />
        </StrictMode>,
      );
      whenIdle(() => void addLanguage(i18n, fallbackLanguage));
    });
}
