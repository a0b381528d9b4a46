import { roundMoney } from './round-money.ts';

/** What the totals need of one cart line. */
export interface TotalsLine {
  /** Line total before coupon and tax, add-ons included. */
  amount: number;
  /** Deposit taken now for this line; 0 when the line is paid in full. */
  depositAmount: number;
}

/** What the totals need of the cart besides its lines. */
export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** The tenant's tax percentage (15 means 15 %). */
  taxPercentage: number;
  /** The coupon's discount in SAR, already computed; clamped to the subtotal here. */
  discountAmount: number;
  /** Service fees in SAR. */
  fees: number;
}

/** The totals a cart shows (docs/product/entities.md); every amount rounded to 2 decimals. */
export interface CartTotals {
  subTotal: number;
  discountAmount: number;
  fees: number;
  taxAmount: number;
  totalAmount: number;
  hasDeposit: boolean;
  depositAmount: number;
  nonDepositAmount: number;
  amountToBePaid: number;
  taxToBePaid: number;
}

/**
 * The one totals formula, shared by the API (which owns the truth) and the SDK (which shows
 * optimistic totals while a change is in flight), so the two never disagree:
 *
 * - `subTotal` = Σ line amounts; `discountAmount` = the coupon's, at most `subTotal`;
 * - `taxAmount` = tax % of (`subTotal` − `discountAmount` + `fees`);
 * - `totalAmount` = `subTotal` − `discountAmount` + `fees` + `taxAmount`;
 * - `depositAmount` = Σ line deposits; `hasDeposit` when it is above 0; `nonDepositAmount` = Σ
 *   amounts of lines without a deposit;
 * - paid now: without a deposit, `totalAmount`. With one, the deposits plus the lines without a
 *   deposit plus fees, less the discount (never below 0), plus tax on that: `taxToBePaid` and
 *   `amountToBePaid`. The rest is paid at the appointment.
 *
 * @example
 * cartTotals({ lines: [{ amount: 100, depositAmount: 0 }], taxPercentage: 15, discountAmount: 10, fees: 0 });
 * // { subTotal: 100, discountAmount: 10, taxAmount: 13.5, totalAmount: 103.5, amountToBePaid: 103.5, ... }
 */
export function cartTotals({
  lines,
  taxPercentage,
  discountAmount,
  fees,
}: TotalsInput): CartTotals {
  const rate = taxPercentage / 100;
  const subTotal = roundMoney(lines.reduce((sum, line) => sum + line.amount, 0));
  const discount = roundMoney(Math.min(Math.max(discountAmount, 0), subTotal));
  const fee = roundMoney(Math.max(fees, 0));
  const taxable = subTotal - discount + fee;
  const taxAmount = roundMoney(taxable * rate);
  const totalAmount = roundMoney(taxable + taxAmount);
  const depositAmount = roundMoney(lines.reduce((sum, line) => sum + line.depositAmount, 0));
  const hasDeposit = depositAmount > 0;
  const nonDepositAmount = roundMoney(
    lines.filter((line) => line.depositAmount <= 0).reduce((sum, line) => sum + line.amount, 0),
  );
  const payNow = hasDeposit
    ? Math.max(depositAmount + nonDepositAmount + fee - discount, 0)
    : taxable;
  const taxToBePaid = hasDeposit ? roundMoney(payNow * rate) : taxAmount;
  const amountToBePaid = hasDeposit ? roundMoney(payNow + taxToBePaid) : totalAmount;
  return {
    subTotal,
    discountAmount: discount,
    fees: fee,
    taxAmount,
    totalAmount,
    hasDeposit,
    depositAmount,
    nonDepositAmount,
    amountToBePaid,
    taxToBePaid,
  };
}
