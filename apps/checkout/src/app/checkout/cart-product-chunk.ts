// The chunk boundary of the catalogue call the cart editor makes for a line's custom fields
// (see load-cart-product.ts): the product schema stays out of the first load.
export { createProductsResource } from '@storefront/sdk';
