import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * Radix Toast and the toasts' markup are needed only once something is shown (a copied IBAN, a
 * payment error), so they stay out of the first load; the chunk is fetched when the browser is
 * idle after the first paint, so that a toast about a failed request does not itself depend on
 * the network.
 */
const loadToastRegion = () => import('./toast-region.tsx');
const ToastRegion = lazy(loadToastRegion);

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

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children: ReactNode;
  /** Names the toast region for screen readers, e.g. "Notifications". */
  label: string;
  /** Names each toast's close button. */
  closeLabel: string;
}

/**
 * The page's toasts (Radix Toast, see `ToastRegion`): announced, dismissible by keyboard (F8
 * reaches the region, Escape closes) and by a downward swipe, shown at the bottom on the end side.
 *
 * @example
 * <ToastProvider label={t('toast.region')} closeLabel={t('common.close')}><App /></ToastProvider>
 */
export function ToastProvider({ children, label, closeLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly (ToastOptions & { id: number })[]>([]);
  // Mounted from the first toast on: closing the last one keeps the region (and F8) in place.
  const [hasShown, setHasShown] = useState(false);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>((toast) => {
    nextId.current += 1;
    const id = nextId.current;
    setHasShown(true);
    setToasts((list) => [...list, { ...toast, id }]);
  }, []);
  const remove = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id));
  useEffect(() => {
    whenIdle(() => void loadToastRegion().catch(() => undefined));
  }, []);

  return (
    <>
      <ToastContext value={show}>{children}</ToastContext>
      {hasShown ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onClose={remove} label={label} closeLabel={closeLabel} />
        </Suspense>
      ) : null}
    </>
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
