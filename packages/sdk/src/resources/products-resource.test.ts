import { createProductsResource } from './products-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { sampleProduct, sampleProductList } from './testing/sample-answers.ts';

describeResourceCalls('products resource', createProductsResource, [
  {
    name: 'list',
    call: (products) => products.list(),
    method: 'GET',
    path: '/api/app/product',
    answer: sampleProductList,
    requiredField: 'items.0.pricing',
  },
  {
    name: 'list (one type)',
    call: (products) => products.list({ type: 'subscription' }),
    method: 'GET',
    path: '/api/app/product',
    query: [['type', 'subscription']],
    answer: sampleProductList,
  },
  {
    name: 'getForCheckout',
    call: (products) => products.getForCheckout('product-1'),
    method: 'GET',
    path: '/api/app/product/checkout/product-1',
    answer: sampleProduct,
    requiredField: 'pricing.0.stock',
  },
]);
