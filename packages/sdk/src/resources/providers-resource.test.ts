import { createProvidersResource } from './providers-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { sampleProviderList } from './testing/sample-answers.ts';

describeResourceCalls('providers resource', createProvidersResource, [
  {
    name: 'list',
    call: (providers) => providers.list(),
    method: 'GET',
    path: '/api/app/provider/read-only-list',
    answer: sampleProviderList,
    requiredField: 'items.0.name',
  },
]);
