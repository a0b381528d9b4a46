import './index.css';
import { startCheckout } from './app/checkout/start-checkout.tsx';

const container = document.getElementById('root');
// In a task of its own, not in the one that evaluated the app's modules: each is then shorter
// than the two together, which a phone counts as one long task blocking the page
// (docs/decisions/0046-first-screen-in-html.md).
if (container) setTimeout(() => startCheckout(container), 0);
