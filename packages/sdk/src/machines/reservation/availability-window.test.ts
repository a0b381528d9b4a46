import { describe, expect, it } from 'vitest';
import { availabilityWindow } from './availability-window.ts';

describe('availabilityWindow (docs/product/validation.md)', () => {
  it.each([
    ['first to last day of the month', 2025, 3, null, '2025-03-01', '2025-03-31'],
    ['a leap February', 2024, 2, null, '2024-02-01', '2024-02-29'],
    ['December', 2025, 12, null, '2025-12-01', '2025-12-31'],
    [
      'widened back to an earlier filterFrom',
      2025,
      3,
      '2025-02-27T09:00:00Z',
      '2025-02-27',
      '2025-03-31',
    ],
    ['widened on to a later filterFrom', 2025, 3, '2025-04-02', '2025-03-01', '2025-04-02'],
    [
      'a filterFrom inside the month changes nothing',
      2025,
      3,
      '2025-03-10',
      '2025-03-01',
      '2025-03-31',
    ],
    [
      'filterFrom read on the day it is written',
      2025,
      3,
      '2025-02-28T23:30:00-05:00',
      '2025-02-28',
      '2025-03-31',
    ],
    ['an unreadable filterFrom is ignored', 2025, 3, 'soon', '2025-03-01', '2025-03-31'],
  ] as const)('%s', (_case, year, month, filterFrom, startDate, endDate) => {
    expect(availabilityWindow(year, month, filterFrom)).toEqual({ startDate, endDate });
  });
});
