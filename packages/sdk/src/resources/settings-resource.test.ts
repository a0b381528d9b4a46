import { createSettingsResource } from './settings-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { sampleSettings } from './testing/sample-answers.ts';

describeResourceCalls('settings resource', createSettingsResource, [
  {
    name: 'paymentAndTax',
    call: (settings) => settings.paymentAndTax(),
    method: 'GET',
    path: '/api/app/setting-manager/payment-and-tax-settings',
    answer: sampleSettings,
    requiredField: 'paymentMethods',
  },
  {
    name: 'termsAndConditions',
    call: (settings) => settings.termsAndConditions('en'),
    method: 'GET',
    path: '/api/website-builder/terms-and-conditions',
    query: [['language', 'en']],
    answer: { content: '<p>Terms</p>' },
    requiredField: 'content',
  },
  {
    name: 'termsAndConditions (page language)',
    call: (settings) => settings.termsAndConditions(),
    method: 'GET',
    path: '/api/website-builder/terms-and-conditions',
    answer: { content: '<p>الشروط</p>' },
  },
]);
