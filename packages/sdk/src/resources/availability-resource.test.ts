import { createAvailabilityResource } from './availability-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import {
  sampleAvailability,
  sampleDateRangeReservations,
  sampleProductsSlots,
} from './testing/sample-answers.ts';

const march = { startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-03-31T23:59:59.999Z' };
const riyadh = { longitude: 46.67, latitude: 24.71 };

describeResourceCalls('availability resource', createAvailabilityResource, [
  {
    name: 'availabilities',
    call: (availability) =>
      availability.availabilities({
        ...march,
        priceId: 'price-1',
        minQuantity: 2,
        minProvidersCount: 1,
        providersIds: ['provider-1', 'provider-2'],
        customerLocation: riyadh,
      }),
    method: 'GET',
    path: '/api/app/reservation-v2/availabilities',
    query: [
      ['startDate', march.startDate],
      ['endDate', march.endDate],
      ['PriceId', 'price-1'],
      ['MinQuantity', '2'],
      ['MinProvidersCount', '1'],
      ['ProvidersIds', 'provider-1'],
      ['ProvidersIds', 'provider-2'],
      ['CustomerLocation.Longitude', '46.67'],
      ['CustomerLocation.Latitude', '24.71'],
    ],
    answer: sampleAvailability,
    requiredField: 'slots.0.availableProviderIds',
  },
  {
    name: 'availabilities (no location)',
    call: (availability) => availability.availabilities({ ...march, priceId: 'price-1' }),
    method: 'GET',
    path: '/api/app/reservation-v2/availabilities',
    query: [
      ['startDate', march.startDate],
      ['endDate', march.endDate],
      ['PriceId', 'price-1'],
    ],
    answer: sampleAvailability,
    requiredField: 'isLocationApplicable',
  },
  {
    name: 'productsSlots',
    call: (availability) => availability.productsSlots('2025-03-01'),
    method: 'GET',
    path: '/api/app/reservation-v2/products-slots',
    query: [['date', '2025-03-01']],
    answer: sampleProductsSlots,
    requiredField: 'items.0.slots',
  },
  {
    name: 'dateRangeReservations',
    call: (availability) =>
      availability.dateRangeReservations({
        ...march,
        includeBooked: true,
        productIds: ['product-1'],
        providerIds: ['provider-1', 'provider-2'],
        customerLocation: riyadh,
      }),
    method: 'GET',
    path: '/api/app/reservation-v2/date-range-reservations',
    query: [
      ['StartDate', march.startDate],
      ['EndDate', march.endDate],
      ['IncludeBooked', 'true'],
      ['ProductIds', 'product-1'],
      ['ProviderIds', 'provider-1'],
      ['ProviderIds', 'provider-2'],
      ['CustomerLocation.Longitude', '46.67'],
      ['CustomerLocation.Latitude', '24.71'],
    ],
    answer: sampleDateRangeReservations,
    requiredField: 'items.0.isBooked',
  },
]);
