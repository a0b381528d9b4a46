import { checkoutStartup } from './app/checkout/checkout-startup.ts';

// The page's second entry, next to the app's: small, so it runs while the app downloads and
// starts the requests the checkout's first render waits for (see `checkoutStartup`). On a page
// the API rendered, the page's inline loader starts both after the first paint
// (first-screen/first-paint-loader.ts).
checkoutStartup();
