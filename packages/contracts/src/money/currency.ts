/** Every amount is in Saudi riyals (decisions.md: "money is a number in SAR"). */
export const currency = 'SAR';

/** Amounts are rounded and shown with 2 decimals (spec sections 4 and 5). */
export const moneyDecimals = 2;
