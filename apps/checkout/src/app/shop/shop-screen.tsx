import type { Product } from '@storefront/contracts';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutHeader } from '../../features/header/checkout-header.tsx';
import { CartButton } from '../../features/shop/cart-button.tsx';
import { ProductCatalog } from '../../features/shop/product-catalog.tsx';
import { checkoutUrlFor } from '../shared/checkout-url.ts';
import type { ShopCart } from './shop-cart.ts';
import { shopUrlFor } from './shop-params.ts';
import type { ShopRuntime } from './shop-runtime.ts';
import { useSettled } from '../shared/use-settled.ts';
import { useKnownSettled } from './use-known-settled.ts';
import { LoadFailed, Loading } from '../shared/storefront-states.tsx';
import { WidgetScreen } from '../widget/widget-screen.tsx';
import { TenantTimeZoneProvider } from '../../lib/tenant-time-zone.tsx';
import { MoneyDisplayProvider } from '../../lib/money-display.tsx';
import { LegalFooter } from '../../features/legal-footer/legal-footer.tsx';

// The drawer (the cart editor's lines and forms) loads once the cart is there, after the list.
const CartDrawer = lazy(() =>
  import('../../features/cart-editor/cart-drawer.tsx').then((module) => ({
    default: module.CartDrawer,
  })),
);

/**
 * The runtime parts the screen reads: a page's whole {@link ShopRuntime}, or on the server (the
 * first screen, docs/decisions/0048-shop-first-screen.md) the known data and promises that never
 * settle there (effects do not run on the server).
 */
export type ShopScreenRuntime = Pick<
  ShopRuntime,
  'params' | 'settings' | 'products' | 'product' | 'cart' | 'known'
>;

const linkClass =
  'inline-flex min-h-10 items-center font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/** The cart button with the cart's line count, and the drawer it opens, on the shop's cart flow. */
function CartControls({ cart, runtime }: { cart: ShopCart; runtime: ShopScreenRuntime }) {
  const [open, setOpen] = useState(false);
  const shown = useSelector(cart.actor, (snapshot) => snapshot.context.cart);
  return (
    <>
      <CartButton count={shown?.cartItems.length ?? null} onOpen={() => setOpen(true)} />
      <Suspense fallback={null}>
        <CartDrawer
          open={open}
          onOpenChange={setOpen}
          cart={shown}
          commands={cart.commands}
          checkoutUrl={shown ? checkoutUrlFor(runtime.params, shown.id) : ''}
        />
      </Suspense>
    </>
  );
}

function ShopCartButton({ runtime }: { runtime: ShopScreenRuntime }) {
  const cart = useSettled(runtime.cart);
  // Until the cart is there (or when it could not be had) the button says "Cart" and is
  // disabled: a widget's own add says why a cart is missing.
  if (cart.status !== 'ready') return <CartButton count={null} onOpen={null} />;
  return <CartControls cart={cart.value} runtime={runtime} />;
}

function ProductList({
  runtime,
  products,
}: {
  runtime: ShopScreenRuntime;
  products: Promise<Product[]>;
}) {
  const { t } = useTranslation();
  const listed = useKnownSettled(products, runtime.known.products);
  const { params } = runtime;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('shop.productsHeading')}</h1>
      {listed.status === 'loading' ? <Loading /> : null}
      {listed.status === 'failed' ? (
        <LoadFailed error={listed.error} language={params.language} />
      ) : null}
      {listed.status === 'ready' ? (
        <ProductCatalog
          products={listed.value}
          productHref={(productId) => shopUrlFor(params, productId)}
        />
      ) : null}
    </div>
  );
}

/**
 * The demo shop (docs/product/shop.md): the tenant's header with the cart button (a bar of its
 * own in mobile-app mode, which hides the header), then either the product list or one product's
 * widget with the way back to the list, and the store's legal details at the foot. The cart drawer
 * edits the cart the widgets add to and leads to the checkout of that cart. The same tree is
 * rendered on the server as the page's first screen and hydrated (decision 0048): what the page
 * knows beforehand (`runtime.known`) is its first render.
 *
 * @example
 * <ShopScreen runtime={createShopRuntime(params)} />
 */
export function ShopScreen({ runtime }: { runtime: ShopScreenRuntime }) {
  const { t } = useTranslation();
  const { params } = runtime;
  const settings = useKnownSettled(runtime.settings, runtime.known.settings);
  const brand = settings.status === 'ready' ? settings.value : null;
  const cartButton = <ShopCartButton runtime={runtime} />;
  return (
    // The cart drawer's booking dates on the tenant's clock, its amounts in the tenant's sign.
    <TenantTimeZoneProvider timeZone={brand?.timeZone}>
      <MoneyDisplayProvider settings={brand}>
        {params.isMobileApp ? (
          <div className="flex justify-end border-b border-slate-200 bg-white px-4 py-3">
            {cartButton}
          </div>
        ) : (
          <CheckoutHeader
            brandName={brand?.brandName ?? ''}
            logoUrl={brand?.logoUrl ?? null}
            actions={cartButton}
          />
        )}
        <main className="min-h-screen">
          {runtime.product ? (
            <div className="mx-auto flex max-w-xl flex-col pt-4">
              <a href={shopUrlFor(params)} className={`mx-4 self-start ${linkClass}`}>
                {t('shop.allProducts')}
              </a>
              <WidgetScreen runtime={runtime.product} language={params.language} />
            </div>
          ) : null}
          {runtime.products ? <ProductList runtime={runtime} products={runtime.products} /> : null}
        </main>
        <LegalFooter seller={brand?.seller ?? null} />
      </MoneyDisplayProvider>
    </TenantTimeZoneProvider>
  );
}
