/** Tax percentage used when the page configuration gives none (spec section 9). */
export const defaultTaxPercentage = 0;
