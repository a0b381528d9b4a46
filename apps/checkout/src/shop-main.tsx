import './index.css';
import { startShop } from './app/shop/start-shop.tsx';

const container = document.getElementById('root');
if (container) startShop(container);
