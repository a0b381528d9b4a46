import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptsLicense, refusedProductionPackages } from './licenses.ts';

describe('licences of what the product ships', () => {
  it('accepts permissive licences and a choice with one permissive side', () => {
    expect(acceptsLicense('MIT')).toBe(true);
    expect(acceptsLicense('Apache-2.0')).toBe(true);
    expect(acceptsLicense('(BSD-3-Clause OR GPL-2.0)')).toBe(true);
    expect(acceptsLicense('(MPL-2.0 OR Apache-2.0)')).toBe(true);
  });

  it('refuses copyleft, unknown, missing and compound licences for a person to review', () => {
    expect(acceptsLicense('GPL-3.0')).toBe(false);
    expect(acceptsLicense('AGPL-3.0-only')).toBe(false);
    expect(acceptsLicense('SEE LICENSE IN LICENSE.txt')).toBe(false);
    expect(acceptsLicense(undefined)).toBe(false);
    expect(acceptsLicense({ type: 'MIT' })).toBe(false);
    expect(acceptsLicense('(MIT AND GPL-2.0)')).toBe(false);
    expect(acceptsLicense('(MIT OR Zlib AND GPL-2.0)')).toBe(false);
  });

  it('takes code under several permissive licences at once (pako: MIT and Zlib)', () => {
    expect(acceptsLicense('(MIT AND Zlib)')).toBe(true);
    expect(acceptsLicense('Zlib')).toBe(true);
  });

  it('finds no production dependency of any workspace whose licence the product may not ship', () => {
    expect(refusedProductionPackages(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  }, 60_000);
});
