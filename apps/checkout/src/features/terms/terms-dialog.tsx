import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useTerms } from './use-terms.ts';

/** Props of {@link TermsDialog}. */
export interface TermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link that opened it, focused again on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The tenant's terms and conditions in a dialog, fetched in the page language and sanitized.
 * Loaded on demand: most shoppers never open it.
 *
 * @example
 * const TermsDialog = lazy(() => import('./terms-dialog.tsx'));
 */
export default function TermsDialog({ open, onOpenChange, returnFocusTo }: TermsDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const terms = useTerms(language);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('terms.title')}
      closeLabel={t('common.close')}
      returnFocusTo={returnFocusTo}
    >
      {terms.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('common.loading')}
        </p>
      ) : terms.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-red-700">{t('terms.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void terms.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : terms.data.trim() === '' ? (
        <p className="text-slate-700">{t('terms.empty')}</p>
      ) : (
        <div
          className="terms-content flex flex-col gap-3 text-slate-800"
          // Sanitized by DOMPurify in useTerms (sanitizeTermsHtml).
          dangerouslySetInnerHTML={{ __html: terms.data }}
        />
      )}
    </Modal>
  );
}
