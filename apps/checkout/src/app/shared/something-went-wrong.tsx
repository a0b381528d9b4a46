import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';

/** Props of {@link SomethingWentWrong}. */
export interface SomethingWentWrongProps {
  /** "Reload Page"; left out when a reload cannot help (the store does not exist). */
  onReload?: (() => void) | undefined;
  /** What happened, when known ("The store was not found."); else "Please try again later". */
  reason?: string | undefined;
  /** The link that gets the shopper on: the store, or the home page (docs/product/screens.md). */
  wayOn?: { href: string; label: string } | undefined;
}

/**
 * A failure the shopper cannot fix here: "Something Went Wrong", what happened ("Please try
 * again later" unless told), "Reload Page", and the way on, so the page is never a dead end.
 *
 * @example
 * <SomethingWentWrong onReload={() => location.reload()} wayOn={{ href: callbackUrl, label: t('app.backToStore') }} />
 */
export function SomethingWentWrong({ onReload, reason, wayOn }: SomethingWentWrongProps) {
  const { t } = useTranslation();
  return (
    <main className="flex-1 px-4">
      <ErrorState
        title={t('rules.somethingWentWrong')}
        description={[reason ?? t('rules.tryAgainLater')]}
        actions={
          <>
            {onReload ? <Button onClick={onReload}>{t('common.reloadPage')}</Button> : null}
            {wayOn ? (
              // `_top`: a framed checkout sends the whole window on, never loads the store inside.
              <a
                href={wayOn.href}
                target="_top"
                className={
                  onReload
                    ? 'inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold shadow-sm text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700'
                    : 'inline-flex min-h-10 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold shadow-sm text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700'
                }
              >
                {wayOn.label}
              </a>
            ) : null}
          </>
        }
      />
    </main>
  );
}
