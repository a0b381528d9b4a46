import type { PaymentAndTaxSettings, Product } from '@storefront/contracts';
import { createProductsResource, createSettingsResource } from '@storefront/sdk';
import { pageAsServed, readCheckoutEnv } from '../shared/checkout-env.ts';
import { shopCartOf, type ShopCart } from './shop-cart.ts';
import type { ShopParams } from './shop-params.ts';
import { createStorefrontSdk, type StorefrontSdk } from '../shared/storefront-sdk.ts';
import {
  lazyWidgetCart,
  productWidgetRuntime,
  type WidgetRuntime,
} from '../widget/widget-runtime.ts';

/**
 * What the page's HTML already showed of the tenant (a first screen the server rendered for it:
 * docs/decisions/0048-shop-first-screen.md): the screen's first render. The catalogue is not asked
 * again; the settings are, and their answer then shows. Null: not known.
 */
export interface ShopKnownData {
  settings: PaymentAndTaxSettings | null;
  products: Product[] | null;
}

/** Nothing known beforehand: every part is asked for. */
export const nothingKnown: ShopKnownData = { settings: null, products: null };

/** The demo shop page's long-lived parts, made once per page. */
export interface ShopRuntime {
  params: ShopParams;
  sdk: StorefrontSdk;
  /** The tenant's brand, logo and tax, loading. */
  settings: Promise<PaymentAndTaxSettings>;
  /** The tenant's products of every type in display order, loading (the list view only). */
  products: Promise<Product[]> | null;
  /** The open product's widget parts (the product view only). */
  product: WidgetRuntime | null;
  /** The shopper's cart (the stored one, else a new one), loading with its code. */
  cart: Promise<ShopCart>;
  /** What the page's first screen showed, which the screen's first render shows too. */
  known: ShopKnownData;
}

/**
 * Makes the shop's parts outside React (docs/product/shop.md): the SDK for the tenant and
 * language of the query, the tenant's settings, the catalogue (or the open product and its
 * widget's effects), and the cart flow the widgets add to and the drawer edits, shared with the
 * checkout through the `cartId` key of local storage. Not framed: no host bridge. The catalogue
 * the page's first screen was rendered with (`known`) is not asked again: the server read it for
 * this very request.
 *
 * @example
 * const runtime = createShopRuntime(params, window);
 */
export function createShopRuntime(
  params: ShopParams,
  win: Pick<Window, 'location' | 'document' | 'localStorage'> = window,
  known: ShopKnownData = nothingKnown,
): ShopRuntime {
  const env = readCheckoutEnv(import.meta.env, pageAsServed(win));
  const sdk = createStorefrontSdk(params, env);
  const products = createProductsResource(sdk.http);
  // Asked even when the page showed them: the answer replaces them (the same, but for a tenant
  // whose settings changed meanwhile); if it fails, the page keeps the ones it showed.
  const settings = createSettingsResource(sdk.http)
    .paymentAndTax()
    .catch((error: unknown) => {
      if (known.settings) return known.settings;
      throw error;
    });
  const productList =
    params.productId !== null
      ? null
      : known.products
        ? Promise.resolve(known.products)
        : products.listAll();
  const loadCart = lazyWidgetCart(sdk, params.language, win.localStorage);
  return {
    params,
    sdk,
    settings,
    products: productList,
    product:
      params.productId === null
        ? null
        : productWidgetRuntime(
            sdk,
            params,
            loadCart,
            products.getForCheckout(params.productId),
            settings,
          ),
    cart: loadCart().then((cart) =>
      shopCartOf(
        cart,
        sdk,
        settings.then((loaded) => loaded.taxPercentage),
      ),
    ),
    known,
  };
}
