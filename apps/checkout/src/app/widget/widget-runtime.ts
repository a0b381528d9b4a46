import {
  defaultTenantTimeZone,
  type AddCartItem,
  type Cart,
  type CustomerLocation,
  type Language,
  type PaymentAndTaxSettings,
  type Product,
} from '@storefront/contracts';
import {
  createAvailabilityResource,
  createCustomerLocationsResource,
  createPricingResource,
  createProductsResource,
  createSettingsResource,
  priceResourceEffects,
  reservationResourceEffects,
  type KeyValueStorage,
  type PriceEffects,
  type ReservationEffects,
} from '@storefront/sdk';
import { pageAsServed, readCheckoutEnv } from '../shared/checkout-env.ts';
import { checkoutUrlFor } from '../shared/checkout-url.ts';
import { startPageHostBridge } from '../shared/host-origin.ts';
import { createStorefrontSdk, type StorefrontSdk } from '../shared/storefront-sdk.ts';
import type { WidgetParams } from './widget-params.ts';
import type { WidgetCart } from './widget-cart.ts';

/** A widget page's long-lived parts, made once per page. */
export interface WidgetRuntime {
  /** The page's SDK parts (not the checkout's `createCheckoutSdk`, see {@link StorefrontSdk}). */
  sdk: StorefrontSdk;
  /** The product the page shows, loading. */
  product: Promise<Product>;
  /** The tenant's time zone (its settings'), loading; the default one when they cannot be read. */
  timeZone: Promise<string>;
  /**
   * The tenant's settings, loading, for its way of writing money and its legal details; null when
   * they cannot be read (amounts then keep the currency code and the footer is left out).
   */
  settings: Promise<PaymentAndTaxSettings | null>;
  reservationEffects: ReservationEffects;
  priceEffects: PriceEffects;
  /** Adds one item through the cart flow (loaded with its code on first use). */
  addToCart: (item: AddCartItem) => Promise<Cart>;
  /** The checkout page of the shopper's cart, once there is one. */
  checkoutUrl: () => string | null;
  /** Loads the cart flow's code ahead of the first add. */
  preloadCart: () => void;
  /**
   * A signed-in shopper's saved locations, for a geofenced booking (docs/product/widgets.md);
   * none when signed out, for other products, or when they cannot be read.
   */
  savedLocations: Promise<readonly CustomerLocation[]>;
}

/**
 * The saved locations a booking widget offers: asked only for a geofenced product and a shopper
 * signed in on this origin (the account's session); a failure offers none, the other ways to set
 * a location stay.
 */
async function savedLocationsFor(
  sdk: Pick<StorefrontSdk, 'http' | 'auth'>,
  product: Promise<Product>,
): Promise<readonly CustomerLocation[]> {
  try {
    const { hasGeofencedProviders } = await product;
    if (!hasGeofencedProviders || sdk.auth.store.getAccessToken() === null) return [];
    return (await createCustomerLocationsResource(sdk.http).list()).items;
  } catch {
    return [];
  }
}

/**
 * The shopper's cart flow for a storefront page, made on first use: its code is a chunk of its
 * own, so a page's first paint does not wait for it.
 *
 * @example
 * const loadCart = lazyWidgetCart(sdk, 'ar', localStorage);
 * await (await loadCart()).add(item);
 */
export function lazyWidgetCart(
  sdk: Pick<StorefrontSdk, 'http' | 'events'>,
  language: Language,
  storage: KeyValueStorage,
): () => Promise<WidgetCart> {
  let cart: Promise<WidgetCart> | null = null;
  return () => {
    cart ??= import('./widget-cart.ts').then(({ createWidgetCart }) =>
      createWidgetCart(sdk, language, storage),
    );
    return cart;
  };
}

/**
 * One product's widget parts over a storefront page's SDK and cart: the flows' API effects, the
 * add to cart, and the checkout of the cart once an item is added. The widget page makes one;
 * the demo shop one per product it opens, all adding to the same cart.
 *
 * @example
 * const runtime = productWidgetRuntime(sdk, { tenant: 'demo', language: 'ar' }, loadCart, product, settings);
 */
export function productWidgetRuntime(
  sdk: StorefrontSdk,
  params: { tenant: string; language: Language; callbackUrl?: string | null },
  loadCart: () => Promise<WidgetCart>,
  product: Promise<Product>,
  settings: Promise<PaymentAndTaxSettings>,
): WidgetRuntime {
  const api = {
    availability: createAvailabilityResource(sdk.http),
    pricing: createPricingResource(sdk.http),
  };
  let cartId: string | null = null;
  const addToCart = async (item: AddCartItem) => {
    const added = await (await loadCart()).add(item);
    cartId = added.id;
    return added;
  };
  return {
    sdk,
    product,
    timeZone: settings.then(
      (loaded) => loaded.timeZone,
      () => defaultTenantTimeZone,
    ),
    settings: settings.then(
      (loaded) => loaded,
      () => null,
    ),
    reservationEffects: reservationResourceEffects(api, {
      addToCart: ({ item }) => addToCart(item),
    }),
    priceEffects: priceResourceEffects(api),
    addToCart,
    checkoutUrl: () => (cartId === null ? null : checkoutUrlFor(params, cartId)),
    preloadCart: () => void loadCart(),
    savedLocations: savedLocationsFor(sdk, product),
  };
}

/**
 * Makes a widget page's parts outside React: the SDK (tenant and language from the query), the
 * bridge that forwards its events to the host page (spec section 4's cart count through
 * cartUpdated, and itemsAdded), the product's request, the flows' API effects, and the add to
 * cart through the SDK's cart flow, whose code loads on first use.
 *
 * @example
 * const runtime = createWidgetRuntime(params, window);
 */
export function createWidgetRuntime(
  params: WidgetParams,
  win: Pick<Window, 'location' | 'document' | 'localStorage'> = window,
): WidgetRuntime {
  const env = readCheckoutEnv(import.meta.env, pageAsServed(win));
  const sdk = createStorefrontSdk(params, env);
  startPageHostBridge({
    events: sdk.events,
    requested: params.hostOrigin,
    tenant: params.tenant,
    env,
    ownOrigin: win.location.origin,
  });
  return productWidgetRuntime(
    sdk,
    params,
    lazyWidgetCart(sdk, params.language, win.localStorage),
    createProductsResource(sdk.http).getForCheckout(params.productId),
    // Beside the product, not after it: the tenant's clock for the dates the widget shows.
    createSettingsResource(sdk.http).paymentAndTax(),
  );
}
