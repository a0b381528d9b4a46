export { currency, moneyDecimals } from './currency.ts';
export { roundMoney } from './round-money.ts';
export { formatMoney, saudiRiyalSign, type FormatMoneyOptions } from './format-money.ts';
export { cartTotals, type CartTotals, type TotalsInput, type TotalsLine } from './cart-totals.ts';
