import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Names the close button. */
  closeLabel: string;
  children: ReactNode;
  /**
   * Where focus goes back on close, when it is not simply what had focus before (a dialog opened
   * from a lazily loaded part may name its opener here).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog on the native `<dialog>` shown with `showModal()`: the browser makes the rest of
 * the page inert and keeps focus inside, Escape and the close button close it, focus returns to
 * what opened it, and the title names it. Native rather than a scripted dialog, which injected a
 * `<style>` element the Content-Security-Policy does not allow (docs/decisions/0014-csp-styles.md);
 * the page's stylesheet stops the page behind it from scrolling.
 *
 * @example
 * <Modal open={open} onOpenChange={setOpen} title={t('terms.title')} closeLabel={t('common.close')}>…</Modal>
 */
export function Modal({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
  returnFocusTo,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => {
        onOpenChange(false);
        returnFocusTo?.current?.focus();
      }}
      className="m-auto max-h-[84vh] w-[calc(100%-2rem)] max-w-2xl flex-col rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 open:flex focus:outline-none"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
      </div>
      <div className="overflow-y-auto px-6 py-4">{open ? children : null}</div>
      <div className="flex justify-end border-t border-slate-200 px-6 py-3">
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="min-h-10 rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
