import { ErrorAlert } from './error-alert.tsx';

/**
 * What the last action on a list did: its refusal, shown and announced as an alert, or its
 * success in a status line that stays in the page (so screen readers hear each new one).
 *
 * @example
 * <ActionMessages error={actionError} done={t('account.locations.deleted')} />
 */
export function ActionMessages({ error, done }: { error: string | null; done: string }) {
  return (
    <>
      <ErrorAlert error={error} />
      <p role="status" className="font-medium text-emerald-800">
        {done}
      </p>
    </>
  );
}
