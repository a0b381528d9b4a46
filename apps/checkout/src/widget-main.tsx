import './index.css';
import { startWidget } from './app/widget/start-widget.tsx';

const container = document.getElementById('root');
if (container) startWidget(container);
