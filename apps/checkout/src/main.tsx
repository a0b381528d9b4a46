import './zod-jitless.ts';
import './index.css';
import { startCheckout } from './app/checkout/start-checkout.tsx';

const container = document.getElementById('root');
if (container) startCheckout(container);
