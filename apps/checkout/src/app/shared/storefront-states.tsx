import type { Language } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorText } from '../../lib/error-text.ts';
import type { WayOn } from './params-error-way-on.ts';
import { WayOnLink } from './way-on-link.tsx';

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
 * message), with "Reload Page" and, when given, the way on (a store or the home page; no dead
 * ends).
 *
 * @example
 * <LoadFailed error={error} language="ar" wayOn={{ href: '/?lang=ar', labelKey: 'app.goHome' }} />
 */
export function LoadFailed({
  error,
  language,
  wayOn,
}: {
  error: unknown;
  language: Language;
  wayOn?: WayOn | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('rules.somethingWentWrong')}
      description={[errorText(error, language)]}
      actions={
        <>
          {wayOn ? <WayOnLink wayOn={wayOn} /> : null}
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('common.reloadPage')}
          </Button>
        </>
      }
    />
  );
}
