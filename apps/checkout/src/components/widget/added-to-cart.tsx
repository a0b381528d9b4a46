import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';

/** Props of {@link AddedToCart}. */
export interface AddedToCartProps {
  /** The checkout of the cart, or null when it is not known. */
  checkoutUrl: string | null;
  /** Starts another choice. */
  onContinue: () => void;
  /** The widget's word for another choice ("Book another", "Continue shopping"). */
  continueLabel: string;
}

/**
 * A widget's "added to your cart" state: the news (a status, focused so it is read out), the way
 * to the checkout, and another choice.
 *
 * @example
 * <AddedToCart checkoutUrl="/?tenant=demo&cartId=…" onContinue={reset} continueLabel={t('widget.bookAnother')} />
 */
export function AddedToCart({ checkoutUrl, onContinue, continueLabel }: AddedToCartProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <p className="font-semibold text-emerald-900">{t('widget.added')}</p>
      <div className="flex flex-wrap gap-3">
        {checkoutUrl ? (
          // `_top`: framed on a tenant's site, the checkout opens as the whole window, never in
          // the widget's frame (docs/product/embedding.md).
          <a
            href={checkoutUrl}
            target="_top"
            className="inline-flex min-h-10 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {t('widget.goToCheckout')}
          </a>
        ) : null}
        <Button variant="secondary" onClick={onContinue}>
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}
