import { createCustomerLocationsResource } from './customer-locations-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { sampleLocation, sampleLocationList } from './testing/sample-answers.ts';

const home = { longitude: 46.67, latitude: 24.71, description: 'Home', type: 'home' };

describeResourceCalls('customer locations resource', createCustomerLocationsResource, [
  {
    name: 'list',
    call: (locations) => locations.list(),
    method: 'GET',
    path: '/api/app/customer-locations',
    answer: sampleLocationList,
    requiredField: 'items.0.id',
  },
  {
    name: 'get',
    call: (locations) => locations.get('location-1'),
    method: 'GET',
    path: '/api/app/customer-locations/location-1',
    answer: sampleLocation,
    requiredField: 'latitude',
  },
  {
    name: 'create',
    call: (locations) => locations.create(home),
    method: 'POST',
    path: '/api/app/customer-locations',
    body: { kind: 'json', value: home },
    answer: sampleLocation,
    requiredField: 'id',
  },
  {
    name: 'update',
    call: (locations) => locations.update('location-1', { ...home, description: 'Office' }),
    method: 'PUT',
    path: '/api/app/customer-locations/location-1',
    body: { kind: 'json', value: { ...home, description: 'Office' } },
    answer: { ...sampleLocation, description: 'Office' },
    requiredField: 'longitude',
  },
  {
    name: 'delete',
    call: (locations) => locations.delete('location-1'),
    method: 'DELETE',
    path: '/api/app/customer-locations/location-1',
  },
  {
    name: 'closest',
    call: (locations) => locations.closest({ longitude: 46.67, latitude: 24.71 }),
    method: 'GET',
    path: '/api/app/customer-locations/closest',
    query: [
      ['longitude', '46.67'],
      ['latitude', '24.71'],
    ],
    answer: sampleLocation,
    requiredField: 'id',
  },
  {
    name: 'closest (none saved)',
    call: (locations) => locations.closest({ longitude: 46.67, latitude: 24.71 }),
    method: 'GET',
    path: '/api/app/customer-locations/closest',
    query: [
      ['longitude', '46.67'],
      ['latitude', '24.71'],
    ],
    answer: null,
  },
]);
