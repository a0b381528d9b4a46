import { Toast } from 'radix-ui';
import { createContext, use, useCallback, useRef, useState, type ReactNode } from 'react';

/** One toast to show. */
export interface ToastOptions {
  /** `error` toasts interrupt screen readers (assertive); the others wait their turn. */
  tone?: 'error' | 'success';
  title: string;
  description?: string;
  /** How long it stays, in ms; Radix pauses the count while it is hovered or focused. */
  durationMs?: number;
  /** A button in the toast; `altText` says how to do the same without the toast. */
  action?: { label: string; altText: string; onAction: () => void };
}

type ShowToast = (toast: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

const defaultDurationMs = 4_000;

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children: ReactNode;
  /** Names the toast region for screen readers, e.g. "Notifications". */
  label: string;
  /** Names each toast's close button. */
  closeLabel: string;
}

/**
 * The page's toasts (Radix Toast): announced, dismissible by keyboard (F8 reaches the region,
 * Escape closes) and by a downward swipe, shown at the bottom on the end side.
 *
 * @example
 * <ToastProvider label={t('toast.region')} closeLabel={t('common.close')}><App /></ToastProvider>
 */
export function ToastProvider({ children, label, closeLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly (ToastOptions & { id: number })[]>([]);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>((toast) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) => [...list, { ...toast, id }]);
  }, []);
  const remove = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id));

  return (
    <Toast.Provider label={label} swipeDirection="down">
      <ToastContext value={show}>{children}</ToastContext>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          duration={toast.durationMs ?? defaultDurationMs}
          onOpenChange={(open) => {
            if (!open) remove(toast.id);
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

/**
 * Shows a toast.
 *
 * @example
 * const toast = useToast();
 * toast({ tone: 'success', title: t('bankTransfer.copied', { label }) });
 */
export function useToast(): ShowToast {
  const show = use(ToastContext);
  if (show === null) throw new Error('useToast() needs a <ToastProvider> above it.');
  return show;
}
