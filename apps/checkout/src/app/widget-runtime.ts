import type { AddCartItem, Cart, Product } from '@storefront/contracts';
import {
  createAvailabilityResource,
  createBrowserAuth,
  createHttpClient,
  createPricingResource,
  createProductsResource,
  createSdkEvents,
  priceResourceEffects,
  reservationResourceEffects,
  startHostBridge,
  type BrowserAuth,
  type HttpClient,
  type PriceEffects,
  type ReservationEffects,
  type SdkEvents,
} from '@storefront/sdk';
import { readCheckoutEnv } from './checkout-env.ts';
import { confirmHostOrigin, hostTargetOriginFor } from './host-origin.ts';
import type { WidgetParams } from './widget-params.ts';
import type { WidgetCart } from './widget-cart.ts';

/** A widget page's long-lived parts, made once per page. */
export interface WidgetRuntime {
  /**
   * The page's SDK parts. Not the checkout's `createCheckoutSdk`: that builds the cart, payment
   * and settings resources with their schemas, which a widget's first paint does not need (the
   * cart's come with the cart flow, on the first add).
   */
  sdk: { baseUrl: string; tenant: string; http: HttpClient; auth: BrowserAuth; events: SdkEvents };
  /** The product the page shows, loading. */
  product: Promise<Product>;
  reservationEffects: ReservationEffects;
  priceEffects: PriceEffects;
  /** Adds one item through the cart flow (loaded with its code on first use). */
  addToCart: (item: AddCartItem) => Promise<Cart>;
  /** The checkout page of the shopper's cart, once there is one. */
  checkoutUrl: () => string | null;
  /** Loads the cart flow's code ahead of the first add. */
  preloadCart: () => void;
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
  win: Pick<Window, 'location' | 'localStorage'> = window,
): WidgetRuntime {
  const env = readCheckoutEnv(import.meta.env, win.location.origin);
  const baseUrl = env.apiBaseUrl;
  const { tenant, language } = params;
  const auth = createBrowserAuth({ baseUrl, tenant, ownHosts: env.ownHosts });
  const http = createHttpClient({ baseUrl, tenant, language: () => language, auth: auth.session });
  const sdk = { baseUrl, tenant, http, auth, events: createSdkEvents() };
  const hostOrigin = {
    requested: params.hostOrigin,
    allowed: env.hostOrigins,
    ownOrigin: win.location.origin,
  };
  // A host the build does not list is confirmed against the API's CORS_ORIGINS, events held
  // meanwhile (docs/product/embedding.md).
  const confirmedTargetOrigin = confirmHostOrigin({
    ...hostOrigin,
    apiBaseUrl: env.apiBaseUrl,
    fetch: (...args) => globalThis.fetch(...args),
  });
  startHostBridge({
    events: sdk.events,
    targetOrigin: hostTargetOriginFor(hostOrigin),
    ...(confirmedTargetOrigin ? { confirmedTargetOrigin } : {}),
  });
  const api = {
    products: createProductsResource(sdk.http),
    availability: createAvailabilityResource(sdk.http),
    pricing: createPricingResource(sdk.http),
  };
  let cart: Promise<WidgetCart> | null = null;
  const loadCart = () => {
    cart ??= import('./widget-cart.ts').then(({ createWidgetCart }) =>
      createWidgetCart(sdk, params.language, win.localStorage),
    );
    return cart;
  };
  let cartId: string | null = null;
  const addToCart = async (item: AddCartItem) => {
    const added = await (await loadCart()).add(item);
    cartId = added.id;
    return added;
  };
  return {
    sdk,
    product: api.products.getForCheckout(params.productId),
    reservationEffects: reservationResourceEffects(api, {
      addToCart: ({ item }) => addToCart(item),
    }),
    priceEffects: priceResourceEffects(api),
    addToCart,
    checkoutUrl: () => {
      if (cartId === null) return null;
      const query = new URLSearchParams({ tenant: params.tenant, cartId, lang: params.language });
      return `/?${query.toString()}`;
    },
    preloadCart: () => void loadCart(),
  };
}
