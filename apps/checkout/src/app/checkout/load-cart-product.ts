import type { Product } from '@storefront/contracts';
import type { CheckoutSdk } from '../../lib/checkout-sdk.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/**
 * A cart line's product (`GET /api/app/product/checkout/{productId}`), for its custom field
 * definitions: asked once the page is idle, through a chunk of its own, so the first screen
 * neither waits for it nor downloads the product schema.
 *
 * @example
 * const product = await loadCartProduct(sdk, item.productId);
 */
export async function loadCartProduct(
  sdk: Pick<CheckoutSdk, 'http'>,
  productId: string,
): Promise<Product> {
  await new Promise<void>((resolve) => whenIdle(resolve));
  const { createProductsResource } = await import('./cart-product-chunk.ts');
  return createProductsResource(sdk.http).getForCheckout(productId);
}
