import type { Product, ProductPrice } from '@storefront/contracts';
import { Mismatch } from '../runner/check-failure.ts';
import type { CartProduct, ConformanceContext } from '../runner/conformance-context.ts';

/** Stock the run's carts take at most (a few carts of a few units each). */
const stockNeeded = 10;

function inStock(price: ProductPrice): boolean {
  return price.stock.isUnlimited || price.stock.availableQuantity >= stockNeeded;
}

/** A product a cart takes without questions: no required custom field, a price in stock. */
function usable(product: Product): ProductPrice | undefined {
  if (product.customFields.some((field) => field.required)) return undefined;
  return product.pricing.find(inStock);
}

function cartProductOf(product: Product, price: ProductPrice): CartProduct {
  return {
    productId: product.id,
    priceId: price.id,
    unitPrice: price.discountedAmount ?? price.amount,
  };
}

/**
 * The catalogue (docs/product/api.md, "Products"): the merchandise list fits its schema and holds
 * the test tenant's product (the one given by `--product`/`--price`, else the first merchandise
 * product with a price in stock and no required custom field), whose checkout answer fits too.
 */
export async function catalogueChecks(context: ConformanceContext): Promise<void> {
  const group = context.run.group('catalogue');
  const { productId, priceId } = context.options;
  const products = context.api.products;

  const list = await group.check('the merchandise list matches the contract schema', () =>
    products.list({ type: 'merchandise', MaxResultCount: 100 }),
  );

  const found = await group.after(
    [list],
    productId === undefined
      ? `the list holds a merchandise product with a price in stock (${stockNeeded}+) and no required field`
      : `the list holds the product ${productId}`,
    (page) => {
      const product =
        productId === undefined
          ? page.items.find((item) => usable(item) !== undefined)
          : page.items.find((item) => item.id === productId);
      if (!product) {
        throw new Mismatch(
          productId === undefined ? 'such a product (see the README: test tenant)' : productId,
          `${page.items.length} merchandise products, none of them it`,
        );
      }
      return product;
    },
  );

  context.product = await group.after(
    [found],
    "the product's checkout answer matches the contract schema and has the price",
    async (listed) => {
      const product = await products.getForCheckout(listed.id);
      const price =
        priceId === undefined
          ? usable(product)
          : product.pricing.find((option) => option.id === priceId);
      if (!price) {
        throw new Mismatch(
          priceId ?? `a price with ${stockNeeded} or more in stock`,
          `prices ${product.pricing.map((option) => option.id).join(', ') || 'none'}`,
        );
      }
      return cartProductOf(product, price);
    },
  );
}
