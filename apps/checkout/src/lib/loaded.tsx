import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

/** Props of {@link Loaded}. */
export interface LoadedProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch'>;
  /** The failure's title; "This could not be loaded. Please try again." by default. */
  failedTitle?: string;
  children: (data: T) => ReactNode;
}

/**
 * A query's data once it is there: "Loading..." (announced) until then, and when it fails its
 * title with "Try Again", which asks again. The account's screens show their data through it.
 *
 * @example
 * <Loaded query={useProfile()}>{(profile) => <ProfileForm profile={profile} />}</Loaded>
 */
export function Loaded<T>({ query, failedTitle, children }: LoadedProps<T>) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <ErrorState
        title={failedTitle ?? t('account.loadFailed')}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (query.data === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <Spinner /> {t('common.loading')}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
