import './index.css';
import { startAccount } from './app/account/start-account.tsx';

const container = document.getElementById('root');
if (container) startAccount(container);
