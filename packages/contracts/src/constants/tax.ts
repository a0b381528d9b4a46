/** Tax percentage used when the page configuration gives none (docs/product/constants.md). */
export const defaultTaxPercentage = 0;
