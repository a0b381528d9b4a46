import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after.ts';

const now = Date.parse('2025-01-01T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds as ms', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the ms from the injected now', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:07 GMT', now)).toBe(7000);
  });

  it('treats a date in the past as no wait', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('is null when missing or unreadable', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter('1.5', now)).toBeNull();
  });
});
