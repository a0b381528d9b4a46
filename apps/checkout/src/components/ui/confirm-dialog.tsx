import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}

/**
 * A question before a destructive action (a delete): the page's modal with the action and a
 * cancel; Escape and the cancel close it without acting (the native dialog then gives the focus
 * back to the button that opened it).
 *
 * @example
 * <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete?" message="…" confirmLabel="Delete" cancelLabel="Cancel" onConfirm={remove} />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={cancelLabel}>
      <div className="flex flex-col gap-4">
        <p>{message}</p>
        <div>
          <Button
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
