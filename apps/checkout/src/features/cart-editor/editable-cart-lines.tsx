import type { Cart } from '@storefront/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderLine } from '../../components/cart/order-line.tsx';
import { MoneyText } from '../../components/money/money.tsx';
import { productNameOf } from '../../components/cart/product-name.ts';
import type { CartEditorCommands } from './cart-editor-commands.ts';
import { CartLineControls } from './cart-line-controls.tsx';
import { useCartChange } from './use-cart-change.ts';

/** Props of {@link EditableCartLines}. */
export interface EditableCartLinesProps {
  cart: Cart;
  commands: CartEditorCommands;
}

/**
 * The cart's lines with their controls (docs/product/screens.md, "Editing the cart"), and two live
 * regions: a polite status with the new total once a change is accepted, an alert with the reason
 * once a refused change is rolled back. When a line is removed, focus moves to the list, so it is
 * not lost with the line's buttons.
 *
 * @example
 * <OrderSummary cart={cart} lines={<EditableCartLines cart={cart} commands={commands} />} />
 */
export function EditableCartLines({ cart, commands }: EditableCartLinesProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const { status, alert, run } = useCartChange(cart.totalAmount);
  return (
    <div className="flex flex-col gap-2">
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-label={t('cartEditor.lines')}
        className="divide-y divide-slate-200 focus:outline-none"
      >
        {cart.cartItems.map((item) => {
          const name = productNameOf(item) ?? t('summary.unknownProduct');
          return (
            <OrderLine key={item.id} item={item}>
              <CartLineControls
                item={item}
                name={name}
                commands={commands}
                run={run}
                onRemoving={() => listRef.current?.focus()}
              />
            </OrderLine>
          );
        })}
      </ul>
      <p role="status" className="text-sm text-emerald-800">
        <MoneyText text={status} />
      </p>
      {/* An alert is announced when it appears, so it is only there while it has something to say. */}
      {alert ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {alert}
        </p>
      ) : null}
    </div>
  );
}
