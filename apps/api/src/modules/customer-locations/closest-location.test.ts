import { describe, expect, it } from 'vitest';
import { closestLocation } from './closest-location.ts';

const home = { id: 'home', longitude: 46.6753, latitude: 24.7136 };
const office = { id: 'office', longitude: 46.6388, latitude: 24.7743 };

describe('closestLocation', () => {
  it('answers the nearest saved location by great-circle distance', () => {
    expect(closestLocation([home, office], { longitude: 46.64, latitude: 24.77 })).toBe(office);
    expect(closestLocation([home, office], { longitude: 46.68, latitude: 24.7 })).toBe(home);
  });

  it('answers the earlier of two equally near, and null for none', () => {
    const twin = { ...home, id: 'twin' };
    expect(closestLocation([home, twin], home)).toBe(home);
    expect(closestLocation([], home)).toBeNull();
  });

  it('measures across the antimeridian, not around the world', () => {
    const east = { id: 'east', longitude: 179.9, latitude: 0 };
    const west = { id: 'west', longitude: -170, latitude: 0 };
    expect(closestLocation([west, east], { longitude: -179.9, latitude: 0 })).toBe(east);
  });
});
