import { describe, expect, it } from 'vitest';
import { isLocationValid } from './is-location-valid.ts';

const location = { id: null, longitude: 46.7, latitude: 24.7, description: null, type: null };

describe('isLocationValid (docs/product/validation.md)', () => {
  it('is valid when the product has no geofenced providers', () => {
    expect(isLocationValid({ hasGeofencedProviders: false }, null)).toBe(true);
  });
  it('needs a customer location when the providers are geofenced', () => {
    expect(isLocationValid({ hasGeofencedProviders: true }, null)).toBe(false);
    expect(isLocationValid({ hasGeofencedProviders: true }, location)).toBe(true);
  });
});
