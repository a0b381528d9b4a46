import type { Cart } from '@storefront/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderTotals } from '../../components/cart/order-totals.tsx';
import type { CartEditorCommands } from './cart-editor-commands.ts';
import { EditableCartLines } from './editable-cart-lines.tsx';

/** Props of {@link CartDrawer}. */
export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cart to show; null while it loads. */
  cart: Cart | null;
  commands: CartEditorCommands;
  /** Where "Checkout" leads: the checkout page for this cart, built by the host. */
  checkoutUrl: string;
}

/**
 * The storefront's cart drawer (docs/product/screens.md, "Cart drawer"): a native modal `<dialog>`
 * on the end side (the browser makes the page behind inert, keeps focus inside, closes on Escape,
 * and focus goes back to what opened it), titled with the item count, with the editable lines, the
 * totals and a "Checkout" link. Native for the same reason as `components/ui/modal.tsx` (the CSP).
 *
 * @example
 * <CartDrawer open={open} onOpenChange={setOpen} cart={cart} commands={commands} checkoutUrl={url} />
 */
export function CartDrawer({ open, onOpenChange, cart, commands, checkoutUrl }: CartDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const items = cart?.cartItems ?? [];

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => onOpenChange(false)}
      className="ms-auto me-0 my-0 h-full max-h-none w-full max-w-md flex-col bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 open:flex"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {t('cartEditor.drawerTitle')}{' '}
          <span className="text-sm font-normal text-slate-600">
            {t('summary.itemCount', { count: items.length })}
          </span>
        </h2>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="min-h-10 rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {t('common.close')}
        </button>
      </div>
      {open ? (
        <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-5 py-4">
          {cart === null || items.length === 0 ? (
            <p className="text-slate-700">{t('cartEditor.emptyDrawer')}</p>
          ) : (
            <>
              <EditableCartLines cart={cart} commands={commands} />
              <OrderTotals cart={cart} />
            </>
          )}
        </div>
      ) : null}
      {items.length > 0 ? (
        <div className="border-t border-slate-200 px-5 py-4">
          <a
            href={checkoutUrl}
            className="flex min-h-12 w-full items-center justify-center rounded-lg bg-emerald-700 px-6 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {t('cartEditor.checkout')}
          </a>
        </div>
      ) : null}
    </dialog>
  );
}
