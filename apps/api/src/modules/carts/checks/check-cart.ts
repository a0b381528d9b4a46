import { isDeepStrictEqual } from 'node:util';
import type { CartItemRecord } from '../cart-repository.ts';
import { quantitiesByPrice, stockLineOf } from '../places/assert-lines-in-stock.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { issueOf, type CartIssue } from './cart-issue.ts';
import { lineOfItem } from '../lines/cart-line.ts';
import { cartMessage } from '../cart-messages.ts';
import type { CartState } from '../reads/load-cart-state.ts';
import { priceCartLine, type PricedCartLine } from '../lines/price-cart-line.ts';

/** What checking a cart found: its issues, and lines the catalogue now prices or names otherwise. */
export interface CartCheck {
  issues: CartIssue[];
  /** Lines to store again, by item id (new prices or a renamed product). */
  repriced: Map<string, PricedCartLine>;
  /** Whether any line's amounts changed (not only its product's names). */
  pricesChanged: boolean;
}

const pricedFields = [
  'unitPrice',
  'totalPrice',
  'amount',
  'flatAmount',
  'depositAmount',
  'effectiveQuantity',
] as const;

function pricesDiffer(item: CartItemRecord, priced: PricedCartLine): boolean {
  return pricedFields.some((field) => item[field] !== priced[field]);
}

/**
 * The server's check of a cart before it is ordered (docs/product/flows.md): it has lines, a
 * customer, every line's product still exists and prices as stored, every reservation's slot can
 * still be booked and every price has the stock the cart asks of it. Collects every issue rather
 * than stopping at the first, so the shopper sees them all. The coupon is checked apart (it depends
 * on the subtotal after re-pricing). Reads the catalogue: call it outside any transaction.
 *
 * @example
 * const { issues } = await checkCart(context, caller, state);
 */
export async function checkCart(
  context: CartContext,
  caller: CartCaller,
  state: CartState,
): Promise<CartCheck> {
  const { catalog } = context;
  const { tenantId, language } = caller;
  const issues: CartIssue[] = [];
  const repriced = new Map<string, PricedCartLine>();
  let pricesChanged = false;

  if (state.items.length === 0) {
    issues.push({
      code: 'VALIDATION_ERROR',
      message: cartMessage('cartEmpty', language),
      members: ['cartItems'],
    });
  }
  if (state.cart.customerName === null || state.cart.customerMobileNumber === null) {
    issues.push({
      code: 'VALIDATION_ERROR',
      message: cartMessage('customerMissing', language),
      members: ['customer'],
    });
  }
  for (const [index, item] of state.items.entries()) {
    const member = `cartItems.${index}`;
    try {
      const priced = await priceCartLine(catalog, tenantId, lineOfItem(item), language, member, {
        missingProduct: 'unavailable',
      });
      const changed = pricesDiffer(item, priced);
      pricesChanged ||= changed;
      // Compared by value: jsonb gives its keys back in its own order.
      if (changed || !isDeepStrictEqual(item.product, priced.product)) {
        repriced.set(item.id, priced);
      }
    } catch (error) {
      issues.push(issueOf(error, [member], language));
    }
  }
  const stockLines = state.items.map(stockLineOf);
  for (const [priceId, quantity] of quantitiesByPrice(stockLines)) {
    try {
      await catalog.assertInStock(tenantId, priceId, quantity, language);
    } catch (error) {
      const members = state.items.flatMap((item, index) =>
        item.priceId === priceId ? [`cartItems.${index}`] : [],
      );
      issues.push(issueOf(error, members, language));
    }
  }
  return { issues, repriced, pricesChanged };
}
