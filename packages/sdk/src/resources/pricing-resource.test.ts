import { createPricingResource } from './pricing-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { samplePriceAmount } from './testing/sample-answers.ts';

const choices = { customFields: { engraving: 'Sara' }, addOns: { giftWrap: 'true' } };

describeResourceCalls('pricing resource', createPricingResource, [
  {
    name: 'merchandise',
    call: (pricing) => pricing.merchandise({ priceId: 'price-1', quantity: 2, ...choices }),
    method: 'GET',
    path: '/api/app/merchandise/price-amount',
    query: [
      ['PriceId', 'price-1'],
      ['Quantity', '2'],
      ['CustomFieldValues[engraving]', 'Sara'],
      ['CustomFieldValues[giftWrap]', 'true'],
    ],
    answer: samplePriceAmount,
    requiredField: 'totalAfterDiscount',
  },
  {
    name: 'merchandise (no custom fields)',
    call: (pricing) => pricing.merchandise({ priceId: 'price-1', quantity: 1 }),
    method: 'GET',
    path: '/api/app/merchandise/price-amount',
    query: [
      ['PriceId', 'price-1'],
      ['Quantity', '1'],
    ],
    answer: samplePriceAmount,
  },
  {
    name: 'subscription',
    call: (pricing) =>
      pricing.subscription({
        priceId: 'price-2',
        from: '2025-03-01T00:00:00.000Z',
        quantity: 1,
        ...choices,
      }),
    method: 'GET',
    path: '/api/app/subscription/price-amount',
    query: [
      ['priceId', 'price-2'],
      ['from', '2025-03-01T00:00:00.000Z'],
      ['quantity', '1'],
      ['customFieldValues[engraving]', 'Sara'],
      ['customFieldValues[giftWrap]', 'true'],
    ],
    answer: samplePriceAmount,
    requiredField: 'effectiveQuantity',
  },
  {
    name: 'reservation',
    call: (pricing) =>
      pricing.reservation({
        priceId: 'price-1',
        from: '2025-03-01T09:00:00.000Z',
        to: '2025-03-01T10:00:00.000Z',
        quantity: 1,
        providersIds: ['provider-1', 'provider-2'],
        providerCount: 2,
        customFields: { note: 'first visit', giftWrap: 'false' },
        addOns: { giftWrap: 'true' },
      }),
    method: 'GET',
    path: '/api/app/reservation-v2/price-amount',
    query: [
      ['priceId', 'price-1'],
      ['from', '2025-03-01T09:00:00.000Z'],
      ['to', '2025-03-01T10:00:00.000Z'],
      ['quantity', '1'],
      ['providersIds', 'provider-1'],
      ['providersIds', 'provider-2'],
      ['providerCount', '2'],
      ['CustomFields[note]', 'first visit'],
      // An add-on wins over a custom field of the same key.
      ['CustomFields[giftWrap]', 'true'],
    ],
    answer: samplePriceAmount,
    requiredField: 'depositAmount',
  },
]);
