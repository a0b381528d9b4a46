import { Toast } from 'radix-ui';
import type { ToastOptions } from './toast.tsx';

const defaultDurationMs = 4_000;

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  toasts: readonly (ToastOptions & { id: number })[];
  onClose: (id: number) => void;
  /** Names the toast region for screen readers, e.g. "Notifications". */
  label: string;
  /** Names each toast's close button. */
  closeLabel: string;
}

/**
 * The toasts on screen (Radix Toast): announced, dismissible by keyboard (F8 reaches the region,
 * Escape closes) and by a downward swipe, shown at the bottom on the end side. A chunk of its own,
 * loaded by `ToastProvider` (see there).
 *
 * @example
 * <ToastRegion toasts={toasts} onClose={remove} label="Notifications" closeLabel="Close" />
 */
export default function ToastRegion({ toasts, onClose, label, closeLabel }: ToastRegionProps) {
  return (
    <Toast.Provider label={label} swipeDirection="down">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          duration={toast.durationMs ?? defaultDurationMs}
          onOpenChange={(open) => {
            if (!open) onClose(toast.id);
          }}
          className={`flex items-start gap-3 rounded-xl border bg-white p-4 shadow-lg ${
            toast.tone === 'error' ? 'border-red-300' : 'border-emerald-300'
          }`}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Toast.Title className="font-semibold text-slate-900">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className="text-sm text-slate-700">
                {toast.description}
              </Toast.Description>
            ) : null}
          </div>
          {toast.action ? (
            <Toast.Action
              altText={toast.action.altText}
              onClick={toast.action.onAction}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-emerald-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {toast.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close
            aria-label={closeLabel}
            className="rounded p-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* The viewport names the region itself; Radix's default label is English. */}
      <Toast.Viewport
        label={`${label} ({hotkey})`}
        className="fixed bottom-0 end-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
