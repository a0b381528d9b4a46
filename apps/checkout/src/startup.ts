import './zod-jitless.ts';
import { checkoutStartup } from './app/checkout/checkout-startup.ts';
import { startAppAfterFirstPaint } from './app/checkout/first-screen/settle-first-screen.ts';

// The page's second entry, an async module script next to the app's: small, so it runs while the
// app downloads and starts the requests the first paint waits for (see `checkoutStartup`). On a
// page the API rendered, it also starts the app, once the first screen has been painted.
checkoutStartup();
startAppAfterFirstPaint(window, (src) => import(/* @vite-ignore */ src));
