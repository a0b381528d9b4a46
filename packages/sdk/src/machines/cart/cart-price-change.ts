import type { Cart } from '@storefront/contracts';

/**
 * Prices the server changed when it validated the cart (docs/product/flows.md, "Submitting an
 * order"): the total the shopper confirmed and the new one.
 */
export interface CartPriceChange {
  previousTotal: number;
  total: number;
  /** What is paid now (the total, or the part not covered by a deposit). */
  previousAmountToBePaid: number;
  amountToBePaid: number;
}

function sameAmounts(shown: Cart, validated: Cart): boolean {
  if (shown.totalAmount !== validated.totalAmount) return false;
  if (shown.amountToBePaid !== validated.amountToBePaid) return false;
  if (shown.cartItems.length !== validated.cartItems.length) return false;
  return validated.cartItems.every((line) =>
    shown.cartItems.some((seen) => seen.id === line.id && seen.amount === line.amount),
  );
}

/**
 * The price change the shopper has not seen yet: the validated cart is flagged `isUpdated` and
 * its amounts differ from the cart shown when the order was confirmed. Null when nothing changed,
 * or when the shopper already confirmed the new amounts (the server keeps `isUpdated` set until
 * the cart's next change, so the flag alone would stop every later confirmation too).
 *
 * @example
 * cartPriceChange(shownAtConfirm, validated); // { previousTotal: 115, total: 138, … }
 */
export function cartPriceChange(
  confirmed: Cart | null,
  validated: Cart | undefined | void,
): CartPriceChange | null {
  if (!validated || !validated.isUpdated || confirmed === null) return null;
  if (sameAmounts(confirmed, validated)) return null;
  return {
    previousTotal: confirmed.totalAmount,
    total: validated.totalAmount,
    previousAmountToBePaid: confirmed.amountToBePaid,
    amountToBePaid: validated.amountToBePaid,
  };
}
