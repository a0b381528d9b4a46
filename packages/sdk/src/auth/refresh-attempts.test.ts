import { describe, expect, it } from 'vitest';
import { createRefreshAttempts } from './refresh-attempts.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

describe('createRefreshAttempts', () => {
  it('allows 3 attempts within 30,000 ms and counts them in storage shared by tabs', () => {
    const storage = new MemoryStorage();
    const tabA = createRefreshAttempts({ storage });
    const tabB = createRefreshAttempts({ storage });

    expect(tabA.tryRecord(0)).toBe(true);
    expect(tabB.tryRecord(10_000)).toBe(true);
    expect(tabA.tryRecord(20_000)).toBe(true);
    expect(tabB.tryRecord(29_999)).toBe(false);
    expect(JSON.parse(storage.getItem('token_refresh_attempts') ?? '[]')).toEqual([
      0, 10_000, 20_000,
    ]);
  });

  it('slides: an attempt 30,000 ms old no longer counts', () => {
    const attempts = createRefreshAttempts({ storage: new MemoryStorage() });
    attempts.tryRecord(0);
    attempts.tryRecord(1);
    attempts.tryRecord(2);
    expect(attempts.tryRecord(30_000)).toBe(true);
    // 1, 2 and 30,000 are all within (0, 30,000].
    expect(attempts.tryRecord(30_000)).toBe(false);
  });

  it('starts over from an unreadable log', () => {
    const storage = new MemoryStorage();
    storage.setItem('token_refresh_attempts', 'garbage');
    expect(createRefreshAttempts({ storage }).tryRecord(5)).toBe(true);
  });
});
