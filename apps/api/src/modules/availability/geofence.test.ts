import { describe, expect, it } from 'vitest';
import { servesLocation, haversineDistance } from './geofence.ts';

const riyadh = { latitude: 24.7136, longitude: 46.6753 };
const jeddah = { latitude: 21.4858, longitude: 39.1925 };

describe('haversineDistance', () => {
  it('measures Riyadh to Jeddah as about 849 km, the same both ways', () => {
    expect(haversineDistance(riyadh, jeddah) / 1000).toBeCloseTo(849, -1);
    expect(haversineDistance(jeddah, riyadh)).toBeCloseTo(haversineDistance(riyadh, jeddah), 6);
  });

  it('is 0 for one point and about 111.2 km per degree of latitude', () => {
    expect(haversineDistance(riyadh, riyadh)).toBe(0);
    const north = { latitude: riyadh.latitude + 1, longitude: riyadh.longitude };
    expect(haversineDistance(riyadh, north)).toBeCloseTo(111_195, -1);
  });
});

describe('servesLocation', () => {
  const fence = { ...riyadh, radiusMeters: 10_000 };

  it('serves a point inside the radius and refuses one outside it', () => {
    // 0.05° of latitude is about 5.6 km; 0.1° about 11.1 km.
    expect(servesLocation(fence, { latitude: riyadh.latitude + 0.05, longitude: 46.6753 })).toBe(
      true,
    );
    expect(servesLocation(fence, { latitude: riyadh.latitude + 0.1, longitude: 46.6753 })).toBe(
      false,
    );
  });

  it('serves everywhere without a geofence', () => {
    expect(servesLocation(null, jeddah)).toBe(true);
  });
});
