import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';

/**
 * The end of an account entry's form: the server's refusal as an alert, then "Save" ("Saving…"
 * while the form is busy, the button staying focusable) and "Cancel".
 *
 * @example
 * <SaveCancelActions error={error} busy={busy} onCancel={close} />
 */
export function SaveCancelActions({
  error,
  busy,
  onCancel,
}: {
  /** The server's refusal, in the page language. */
  error: string | null;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert error={error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? t('account.saving') : t('account.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
      </div>
    </>
  );
}
