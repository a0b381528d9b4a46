import { createCustomerResource } from './customer-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { sampleCustomer, sampleOrderList, sampleSubscription } from './testing/sample-answers.ts';

describeResourceCalls('customer resource', createCustomerResource, [
  {
    name: 'get',
    call: (customer) => customer.get(),
    method: 'GET',
    path: '/api/app/identity-customer',
    answer: sampleCustomer,
    requiredField: 'mobileNumber',
  },
  {
    name: 'update',
    call: (customer) => customer.update({ name: 'Sara Ali', email: 'sara@example.com' }),
    method: 'PUT',
    path: '/api/app/identity-customer',
    body: { kind: 'json', value: { name: 'Sara Ali', email: 'sara@example.com' } },
    answer: { ...sampleCustomer, name: 'Sara Ali', email: 'sara@example.com' },
    requiredField: 'customFields',
  },
  {
    name: 'orders (the spec defaults: 5 from 0)',
    call: (customer) => customer.orders(),
    method: 'GET',
    path: '/api/app/identity-customer/orders',
    query: [
      ['SkipCount', '0'],
      ['MaxResultCount', '5'],
    ],
    answer: sampleOrderList,
    requiredField: 'items.0.items',
  },
  {
    name: 'orders (next page)',
    call: (customer) => customer.orders({ SkipCount: 5 }),
    method: 'GET',
    path: '/api/app/identity-customer/orders',
    query: [
      ['SkipCount', '5'],
      ['MaxResultCount', '5'],
    ],
    answer: sampleOrderList,
  },
  {
    name: 'activeSubscription',
    call: (customer) => customer.activeSubscription(),
    method: 'GET',
    path: '/api/app/identity-customer/customer-subscription',
    answer: sampleSubscription,
    requiredField: 'endDate',
  },
  {
    name: 'activeSubscription (JSON null: none)',
    call: (customer) => customer.activeSubscription(),
    method: 'GET',
    path: '/api/app/identity-customer/customer-subscription',
    answer: null,
  },
  {
    name: 'activeSubscription (204: none)',
    call: (customer) => customer.activeSubscription(),
    method: 'GET',
    path: '/api/app/identity-customer/customer-subscription',
    expected: null,
  },
]);
