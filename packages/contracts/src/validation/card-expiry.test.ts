import { describe, expect, it } from 'vitest';
import { expiryFullYear, isCardExpired } from './card-expiry.ts';

describe('isCardExpired', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it.each([
    [{ month: 12, year: 2024 }, true],
    [{ month: 5, year: 2025 }, true],
    [{ month: 6, year: 2025 }, false],
    [{ month: 7, year: 2025 }, false],
    [{ month: 1, year: 2026 }, false],
  ])('%o is expired in June 2025: %s', (expiry, expected) => {
    expect(isCardExpired(expiry, now)).toBe(expected);
  });

  it('keeps a card valid through the last moment of its month (UTC)', () => {
    expect(isCardExpired({ month: 6, year: 2025 }, new Date('2025-06-30T23:59:59.999Z'))).toBe(
      false,
    );
    expect(isCardExpired({ month: 6, year: 2025 }, new Date('2025-07-01T00:00:00Z'))).toBe(true);
  });
});

describe('expiryFullYear', () => {
  it('reads YY as 20YY', () => {
    expect(expiryFullYear('07')).toBe(2007);
    expect(expiryFullYear('29')).toBe(2029);
  });
});
