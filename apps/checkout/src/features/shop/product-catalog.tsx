import type { Product, ProductType } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money.tsx';
import { useFormatMoney } from '../../lib/money-display.tsx';
import { startingPrice } from './starting-price.ts';

/** The order of the shop's sections: bookings first, as the demo tenant sells mostly those. */
const sectionOrder: readonly ProductType[] = [
  'reservation',
  'merchandise',
  'subscription',
  'package',
];

/** Props of {@link ProductCatalog}. */
export interface ProductCatalogProps {
  /** The tenant's products in display order. */
  products: readonly Product[];
  /** The address that opens a product's widget. */
  productHref: (productId: string) => string;
}

function ProductCard({ product, href }: { product: Product; href: string }) {
  const { t } = useTranslation();
  const price = startingPrice(product);
  const amount = useFormatMoney()(price.amount);
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt=""
          loading="lazy"
          className="size-20 shrink-0 rounded-lg object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold text-slate-900">
          <a
            href={href}
            className="underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {product.name}
          </a>
        </h3>
        <p className="text-sm text-slate-700">{product.description}</p>
        <p className="text-sm font-semibold text-slate-900">
          <MoneyText text={price.from ? t('shop.priceFrom', { price: amount }) : amount} />
        </p>
      </div>
    </li>
  );
}

function Section({ type, products, productHref }: { type: ProductType } & ProductCatalogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t(`shop.type.${type}`)}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} href={productHref(product.id)} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The shop's product list (docs/product/shop.md): the tenant's products in a section per type
 * (bookings, products, subscriptions, packages; a type without products has no section), each a
 * card with its picture, name (the link to its widget), description and price ("From …" when its
 * options cost differently).
 *
 * @example
 * <ProductCatalog products={products} productHref={(id) => `/shop.html?tenant=demo&product=${id}`} />
 */
export function ProductCatalog({ products, productHref }: ProductCatalogProps) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="text-slate-700">{t('shop.noProducts')}</p>;
  return (
    <div className="flex flex-col gap-8">
      {sectionOrder.map((type) => {
        const ofType = products.filter((product) => product.typeString === type);
        return ofType.length === 0 ? null : (
          <Section key={type} type={type} products={ofType} productHref={productHref} />
        );
      })}
    </div>
  );
}
