import { createBankAccountsResource } from './bank-accounts-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { sampleBankAccountList } from './testing/sample-answers.ts';

describeResourceCalls('bank accounts resource', createBankAccountsResource, [
  {
    name: 'list',
    call: (accounts) => accounts.list(),
    method: 'GET',
    path: '/api/app/bank-account/bank-account',
    answer: sampleBankAccountList,
    requiredField: 'items.0.iban',
  },
  {
    name: 'list (no accounts)',
    call: (accounts) => accounts.list(),
    method: 'GET',
    path: '/api/app/bank-account/bank-account',
    answer: { totalCount: 0, items: [] },
    requiredField: 'items',
  },
]);
