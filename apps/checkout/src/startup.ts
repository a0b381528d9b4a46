import './zod-jitless.ts';
import { checkoutStartup } from './app/checkout/checkout-startup.ts';

// The page's second entry, an async module script next to the app's: small, so it runs while the
// app downloads and starts the requests the first paint waits for (see `checkoutStartup`).
checkoutStartup();
