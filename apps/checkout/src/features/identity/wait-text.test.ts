import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text.ts';

describe('waitText', () => {
  it('words minutes, rounded up, and seconds under a minute, in English', () => {
    expect(waitText(1_680_000, 'en')).toBe('28 minutes');
    expect(waitText(1_679_001, 'en')).toBe('28 minutes');
    expect(waitText(60_000, 'en')).toBe('1 minute');
    expect(waitText(45_000, 'en')).toBe('45 seconds');
    expect(waitText(0, 'en')).toBe('1 second');
  });

  it('words them in Arabic with Western digits', () => {
    expect(waitText(1_680_000, 'ar')).toBe('28 دقيقة');
    expect(waitText(180_000, 'ar')).toBe('3 دقائق');
  });
});
