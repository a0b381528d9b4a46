import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';

/**
 * A failure the shopper cannot fix here: "Something Went Wrong", "Please try again later", and
 * "Reload Page".
 *
 * @example
 * <SomethingWentWrong onReload={() => location.reload()} />
 */
export function SomethingWentWrong({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="flex-1 px-4">
      <ErrorState
        title={t('rules.somethingWentWrong')}
        description={[t('rules.tryAgainLater')]}
        actions={<Button onClick={onReload}>{t('common.reloadPage')}</Button>}
      />
    </main>
  );
}
