import {
  createProductsResource,
  followCartUpdates,
  sendCartCommand,
  type CartActor,
} from '@storefront/sdk';
import type { CartEditorCommands } from '../../features/cart-editor/cart-editor-commands.ts';
import { cartUpdatesOnPage } from '../shared/cart-updates-on-page.ts';
import type { StorefrontSdk } from '../shared/storefront-sdk.ts';
import type { WidgetCart } from '../widget/widget-cart.ts';

/** The demo shop's cart: the widgets add to it, its drawer shows and edits it. */
export interface ShopCart {
  actor: CartActor;
  /** The drawer's editor commands (UPDATE_ITEMS, REMOVE_ITEMS), settled by the flow. */
  commands: CartEditorCommands;
}

/**
 * Makes the widgets' cart flow the shop's whole cart: its updates stream keeps it on changes
 * made elsewhere (the checkout in another tab), the tenant's tax prices the drawer's optimistic
 * totals once the settings are known (docs/product/flows.md), and the drawer's changes go through
 * the flow like the checkout's.
 *
 * @example
 * const cart = shopCartOf(await loadCart(), sdk, settings.then((s) => s.taxPercentage));
 */
export function shopCartOf(
  cart: Pick<WidgetCart, 'actor'>,
  sdk: StorefrontSdk,
  taxPercentage: Promise<number>,
): ShopCart {
  const { actor } = cart;
  followCartUpdates(actor, cartUpdatesOnPage(sdk, undefined));
  taxPercentage.then(
    (tax) => {
      if (actor.getSnapshot().status === 'active')
        actor.send({ type: 'SET_TAX_PERCENTAGE', taxPercentage: tax });
    },
    // Without the settings the header already says so; the totals stay the server's.
    () => undefined,
  );
  const products = createProductsResource(sdk.http);
  return {
    actor,
    commands: {
      updateItems: (items) => sendCartCommand(actor, { type: 'UPDATE_ITEMS', items }),
      removeItems: (itemIds) => sendCartCommand(actor, { type: 'REMOVE_ITEMS', itemIds }),
      loadProduct: (productId) => products.getForCheckout(productId),
    },
  };
}
