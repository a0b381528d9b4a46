import { coffee, newCart, pen } from './shared/demo-cart.ts';
console.log(await newCart('http://127.0.0.1:5190', [coffee, pen]));
