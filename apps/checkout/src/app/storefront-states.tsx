import type { Language } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { errorText } from '../lib/error-text.ts';

/**
 * "Loading...", announced: a storefront page's wait for its data or a widget's code.
 *
 * @example
 * <Suspense fallback={<Loading />}>…</Suspense>
 */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 p-6 text-slate-700">
      <Spinner /> {t('common.loading')}
    </p>
  );
}

/**
 * A storefront page's data that could not be loaded: why (the error code's text or the server's
 * message), with "Reload Page".
 *
 * @example
 * <LoadFailed error={error} language="ar" />
 */
export function LoadFailed({ error, language }: { error: unknown; language: Language }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('rules.somethingWentWrong')}
      description={[errorText(error, language)]}
      actions={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('common.reloadPage')}
        </Button>
      }
    />
  );
}
