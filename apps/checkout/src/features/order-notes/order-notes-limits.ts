/** The longest order note the API takes (`PUT /api/app/cart/notes/{cartId}?notes`, 1,000 characters). */
export const orderNotesMaxLength = 1000;
