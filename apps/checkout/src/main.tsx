import './zod-jitless.ts';
import './index.css';
import { startCheckout } from './app/start-checkout.tsx';

const container = document.getElementById('root');
if (container) startCheckout(container);
