import type { CartItem, OrderItem } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../money/money.tsx';
import { LineDetails } from './line-details.tsx';
import { productNameOf } from './product-name.ts';

/**
 * One cart or order line: image (or a placeholder), name (or the unknown-product text), what the
 * line is ({@link LineDetails}: price option, booking, providers, fields, add-ons, subscription,
 * discount), quantity and amount. `children` (the cart editor's controls) go under the details.
 * An order's line has no image: the placeholder stands in.
 *
 * @example
 * <OrderLine item={cart.cartItems[0]} />
 */
export function OrderLine({
  item,
  children,
}: {
  item: CartItem | OrderItem;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const product = 'product' in item ? item.product : null;
  const name =
    productNameOf({ productName: item.productName, product }) ?? t('summary.unknownProduct');
  const imageUrl = product?.imageUrl ?? null;
  return (
    <li className="flex gap-3 py-3">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={name}
          loading="lazy"
          className="size-16 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
      ) : (
        <div
          data-testid="product-image-placeholder"
          className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-slate-400"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none">
            <rect
              x="3"
              y="4"
              width="18"
              height="16"
              rx="2"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <path d="m3 16 5-5 4 4 3-3 6 6" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium text-slate-900">{name}</p>
        <LineDetails line={item} />
        {children ?? (
          <p className="text-sm text-slate-600">
            {t('summary.quantity', { count: item.quantity })}
          </p>
        )}
      </div>
      <p className="shrink-0 font-medium text-slate-900">
        <Money amount={item.amount} />
      </p>
    </li>
  );
}
