import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { downloadBlob } from '../../lib/download-blob.ts';
import { useSdk } from '../../lib/sdk-context.tsx';

/** Props of {@link AddToAppleWallet}. */
export interface AddToAppleWalletProps {
  cartId: string;
  orderNumber: string;
  /** Offers the pass as a file; an object-URL link download by default. */
  download?: (pass: Blob, fileName: string) => void;
}

/**
 * "Add to Apple Wallet" (Apple's badge wording, "أضف إلى Apple Wallet" in Arabic): fetches the
 * completed cart's pass (`GET /api/app/wallet-passes/apple-wallet/cart/{id}`) and offers it as
 * `order-<number>.pkpass`, which Safari opens in Wallet. Busy while fetching; a failure is
 * announced under the button.
 *
 * @example
 * <AddToAppleWallet cartId={cart.id} orderNumber="ORD-000001" />
 */
export function AddToAppleWallet({
  cartId,
  orderNumber,
  download = downloadBlob,
}: AddToAppleWalletProps) {
  const { t } = useTranslation();
  const { api } = useSdk();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const add = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const pass = await api.walletPasses.cartApplePass(cartId);
      download(pass, `order-${orderNumber}.pkpass`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        onClick={() => void add()}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-black px-5 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 aria-disabled:opacity-80"
      >
        {busy ? (
          <Spinner className="size-4" />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
            <rect
              x="3"
              y="5"
              width="18"
              height="14"
              rx="3"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path d="M3 10h18M3 14h18" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        )}
        {busy ? t('wallet.adding') : t('wallet.add')}
      </button>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('wallet.failed')}
        </p>
      ) : null}
    </div>
  );
}
