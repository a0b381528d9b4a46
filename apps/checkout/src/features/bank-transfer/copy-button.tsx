import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/toast.tsx';

/** The part of `navigator.clipboard` the copy buttons use; injected in tests. */
export type ClipboardWriter = Pick<Clipboard, 'writeText'>;

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** What it is ("IBAN"); names the button "Copy IBAN" and the toast "IBAN copied to clipboard". */
  label: string;
  /** Defaults to `navigator.clipboard`. */
  clipboard?: ClipboardWriter | undefined;
}

/**
 * A "Copy" button for one transfer detail (docs/product/screens.md): its accessible name is "Copy"
 * plus the label; a toast says "{label} copied to clipboard", or "Failed to copy to clipboard" when
 * the browser refuses (no clipboard, no permission, an insecure page).
 *
 * @example
 * <CopyButton text={account.iban} label={t('bankTransfer.iban')} />
 */
export function CopyButton({ text, label, clipboard }: CopyButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      const writer = clipboard ?? navigator.clipboard;
      // Some browsers have no clipboard at all outside secure pages.
      if (!writer) throw new Error('No clipboard');
      await writer.writeText(text);
      toast({ tone: 'success', title: t('bankTransfer.copied', { label }) });
    } catch {
      toast({ tone: 'error', title: t('bankTransfer.copyFailed') });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t('bankTransfer.copyLabel', { label })}
      className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-emerald-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
        <rect x="8" y="8" width="12" height="12" rx="2" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      {t('bankTransfer.copy')}
    </button>
  );
}
