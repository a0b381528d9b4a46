import { describe, expect, it } from 'vitest';
import type { BranchRow } from './branch-repository.ts';
import { toBranch } from './to-branch.ts';

const row: BranchRow = {
  id: 'branch',
  tenantId: 'tenant',
  nameAr: '',
  nameEn: 'Main',
  addressAr: null,
  addressEn: 'Main Street',
  latitude: null,
  longitude: null,
  phoneNumber: null,
  sortOrder: 0,
  createdAt: new Date(0),
};

describe('toBranch', () => {
  it('falls back to English for a missing Arabic name or address', () => {
    expect(toBranch(row, 'ar')).toMatchObject({ name: 'Main', address: 'Main Street' });
  });

  it('answers a null address when there is none in any language', () => {
    expect(toBranch({ ...row, addressEn: null }, 'en').address).toBeNull();
  });
});
