import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Names the close button. */
  closeLabel: string;
  children: ReactNode;
  /**
   * Where focus goes back on close. Radix returns it to a `Dialog.Trigger`; a dialog opened any
   * other way (a link, a lazily loaded dialog) names its opener here.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog (Radix Dialog): focus moves in and is kept there, Escape and the close button
 * close it, focus returns to what opened it, and the title names it.
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed inset-x-4 top-[8vh] z-50 mx-auto flex max-h-[84vh] max-w-2xl flex-col rounded-2xl bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          </div>
          <div className="overflow-y-auto px-6 py-4">{children}</div>
          <div className="flex justify-end border-t border-slate-200 px-6 py-3">
            <Dialog.Close className="min-h-10 rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700">
              {closeLabel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
