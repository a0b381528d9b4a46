import { cartTotals, roundMoney, type Cart } from '@storefront/contracts';
import { Mismatch } from '../runner/check-failure.ts';

const totalFields = [
  'subTotal',
  'discountAmount',
  'fees',
  'taxAmount',
  'totalAmount',
  'hasDeposit',
  'depositAmount',
  'nonDepositAmount',
  'amountToBePaid',
  'taxToBePaid',
] as const;

/**
 * Checks a cart's amounts against the contract's rules (docs/product/api.md, "Cart totals"): each
 * line's tax is the tenant's percentage of its amount, and the cart's totals are what the
 * contracts' `cartTotals` makes of its lines, discount and fees.
 */
export function expectCartTotals(cart: Cart, taxPercentage: number): void {
  for (const line of cart.cartItems) {
    const lineTax = roundMoney((line.amount * taxPercentage) / 100);
    if (line.taxAmount !== lineTax) {
      throw new Mismatch(
        `line ${line.id} taxAmount ${lineTax} (${taxPercentage} % of ${line.amount})`,
        `${line.taxAmount}`,
      );
    }
  }
  const expected = cartTotals({
    lines: cart.cartItems,
    taxPercentage,
    discountAmount: cart.discountAmount,
    fees: cart.fees,
  });
  const wrong = totalFields.filter((field) => cart[field] !== expected[field]);
  if (wrong.length > 0) {
    const list = (source: Pick<Cart, (typeof totalFields)[number]>) =>
      wrong.map((field) => `${field} ${String(source[field])}`).join(', ');
    throw new Mismatch(`${list(expected)} (tax ${taxPercentage} %)`, list(cart));
  }
}

/**
 * Checks the one line a cart holds: the product and price asked for, `quantity`, the catalogue's
 * unit price, and an amount of unit price × quantity (no add-ons are chosen).
 */
export function expectLine(
  cart: Cart,
  wanted: { productId: string; priceId: string; unitPrice: number; quantity: number },
): void {
  const line = cart.cartItems[0];
  const want = `one line of ${wanted.productId}/${wanted.priceId}, quantity ${wanted.quantity}, price ${wanted.unitPrice}, amount ${roundMoney(wanted.unitPrice * wanted.quantity)}`;
  const got = cart.cartItems
    .map(
      (item) =>
        `${item.productId}/${item.priceId} quantity ${item.quantity}, price ${item.price}, amount ${item.amount}`,
    )
    .join('; ');
  if (
    cart.cartItems.length !== 1 ||
    line?.productId !== wanted.productId ||
    line.priceId !== wanted.priceId ||
    line.quantity !== wanted.quantity ||
    line.price !== wanted.unitPrice ||
    line.amount !== roundMoney(wanted.unitPrice * wanted.quantity)
  ) {
    throw new Mismatch(want, got === '' ? 'no lines' : got);
  }
}
