import { createPackagesResource } from './packages-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { customerId, samplePackageList } from './testing/sample-answers.ts';

describeResourceCalls('packages resource', createPackagesResource, [
  {
    name: 'customerPackages',
    call: (packages) => packages.customerPackages(customerId),
    method: 'GET',
    path: `/api/app/package/customer-packages/${customerId}`,
    query: [['includeAllPackageItems', 'false']],
    answer: samplePackageList,
    requiredField: 'items.0.items.0.remainingQuantity',
  },
  {
    name: 'customerPackages (all items)',
    call: (packages) => packages.customerPackages(customerId, { includeAllPackageItems: true }),
    method: 'GET',
    path: `/api/app/package/customer-packages/${customerId}`,
    query: [['includeAllPackageItems', 'true']],
    answer: samplePackageList,
  },
]);
