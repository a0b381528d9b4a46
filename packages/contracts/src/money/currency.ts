/**
 * Every amount is in Saudi riyals (docs/product/wire-conventions.md: "money is a number in SAR").
 */
export const currency = 'SAR';

/** Amounts are rounded and shown with 2 decimals (docs/product/flows.md and validation.md). */
export const moneyDecimals = 2;
