import { useTranslation } from 'react-i18next';

/** Props of {@link CartButton}. */
export interface CartButtonProps {
  /** The cart's lines; null while the cart loads. */
  count: number | null;
  /** Opens the drawer; null (disabled) until there is a cart to show. */
  onOpen: (() => void) | null;
}

/**
 * The shop's way into its cart drawer: "Cart (2)", the count of the cart's lines as the drawer's
 * title counts them; "Cart" alone, disabled, while the cart loads.
 *
 * @example
 * <CartButton count={cart?.cartItems.length ?? null} onOpen={() => setOpen(true)} />
 */
export function CartButton({ count, onOpen }: CartButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen ?? undefined}
      disabled={onOpen === null}
      className="min-h-10 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
    >
      {count === null ? t('shop.cart') : t('shop.cartCount', { number: count })}
    </button>
  );
}
