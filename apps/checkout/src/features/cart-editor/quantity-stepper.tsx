import { maxCartItemQuantity } from './max-cart-item-quantity.ts';
import { useTranslation } from 'react-i18next';
import { minQuantity } from '@storefront/contracts';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  name: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

const stepButton =
  'flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-lg font-bold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:text-slate-400';

/**
 * A line's quantity between 1 and the cart's per-line maximum: two native buttons named for the
 * line ("Increase quantity of …"), and the number between them. A group named "Quantity of …",
 * so a screen reader hears which line the number belongs to.
 *
 * @example
 * <QuantityStepper name="Arabic Coffee" quantity={2} disabled={false} onChange={setQuantity} />
 */
export function QuantityStepper({ name, quantity, disabled, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('cartEditor.quantityOf', { name })}
      className="flex items-center gap-2"
    >
      <button
        type="button"
        className={stepButton}
        aria-label={t('cartEditor.decrease', { name })}
        disabled={disabled || quantity <= minQuantity}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span
        data-testid="line-quantity"
        className="min-w-8 text-center font-semibold tabular-nums text-slate-900"
      >
        {quantity}
      </span>
      <button
        type="button"
        className={stepButton}
        aria-label={t('cartEditor.increase', { name })}
        disabled={disabled || quantity >= maxCartItemQuantity}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
