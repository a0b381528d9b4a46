import { createBranchesResource } from './branches-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { sampleBranchList } from './testing/sample-answers.ts';

describeResourceCalls('branches resource', createBranchesResource, [
  {
    name: 'list',
    call: (branches) => branches.list(),
    method: 'GET',
    path: '/api/app/branch/branch-list',
    answer: sampleBranchList,
    requiredField: 'items.0.id',
  },
]);
