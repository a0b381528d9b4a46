import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionMessages } from '../ui/action-messages.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/** Props of {@link AccountListPage}. */
export interface AccountListPageProps {
  titleId: string;
  title: string;
  /** Where focus goes back to after a delete. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The last change's refusal and success (see `useListActions`). */
  actionError: string | null;
  done: string;
  /** The question asked before deleting one of the list's entries. */
  confirmDelete: {
    open: boolean;
    onClose: () => void;
    title: string;
    message: string;
    onConfirm: () => void;
  };
  /** The gap between the page's parts. */
  gap: 'gap-4' | 'gap-6';
  children: ReactNode;
}

/**
 * An account page of saved entries (locations, presets): its heading, what the last change did,
 * the list, and the question asked before a delete.
 *
 * @example
 * <AccountListPage titleId="locations-title" title={t('account.locations.title')} … >{body}</AccountListPage>
 */
export function AccountListPage({
  titleId,
  title,
  headingRef,
  actionError,
  done,
  confirmDelete,
  gap,
  children,
}: AccountListPageProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={titleId} className={`flex flex-col ${gap}`}>
      <h1
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      <ActionMessages error={actionError} done={done} />
      {children}
      <ConfirmDialog
        open={confirmDelete.open}
        onOpenChange={(open) => {
          if (!open) confirmDelete.onClose();
        }}
        title={confirmDelete.title}
        message={confirmDelete.message}
        confirmLabel={t('account.delete')}
        cancelLabel={t('account.cancel')}
        onConfirm={confirmDelete.onConfirm}
      />
    </section>
  );
}
