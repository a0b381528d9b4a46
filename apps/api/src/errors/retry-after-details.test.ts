import { describe, expect, it } from 'vitest';
import { retryAfterDetails } from './retry-after-details.ts';

describe('retryAfterDetails', () => {
  it.each([
    [60_000, 'Try again in 1 minute.', 'حاول مرة أخرى بعد أن تنقضي دقيقة.'],
    [59_001, 'Try again in 1 minute.', 'حاول مرة أخرى بعد أن تنقضي دقيقة.'],
    [120_000, 'Try again in 2 minutes.', 'حاول مرة أخرى بعد أن تنقضي دقيقتان.'],
    [600_000, 'Try again in 10 minutes.', 'حاول مرة أخرى بعد أن تنقضي 10 دقائق.'],
    [61_000, 'Try again in 2 minutes.', 'حاول مرة أخرى بعد أن تنقضي دقيقتان.'],
    [30_000, 'Try again in 30 seconds.', 'حاول مرة أخرى بعد أن تنقضي 30 ثانية.'],
    [1, 'Try again in 1 second.', 'حاول مرة أخرى بعد أن تنقضي ثانية.'],
  ])('%i ms: %j, %j', (waitMs, english, arabic) => {
    expect(retryAfterDetails(waitMs, 'en')).toBe(english);
    expect(retryAfterDetails(waitMs, 'ar')).toBe(arabic);
  });
});
