// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page.ts';
import { holdTime, minutesLeft } from './hold-countdown.ts';
import { HoldNotice } from './hold-notice.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('minutesLeft', () => {
  it('rounds up, and is null once the hold has ended', () => {
    const end = '2026-05-15T10:15:00Z';
    expect(minutesLeft(end, Date.parse('2026-05-15T10:10:30Z'))).toBe(5);
    expect(minutesLeft(end, Date.parse('2026-05-15T10:14:59Z'))).toBe(1);
    expect(minutesLeft(end, Date.parse('2026-05-15T10:15:00Z'))).toBeNull();
  });

  it('formats the end as a time in the page language', () => {
    const time = holdTime('2026-05-15T10:15:00Z', 'en');
    expect(time).toMatch(/\d{1,2}:15/);
    expect(holdTime('2026-05-15T10:15:00Z', 'ar')).not.toBe(time);
  });

  it('writes the Arabic time in the pages’ Western digits, its marker joined to it', () => {
    // docs/decisions/0026-digits.md; the time is the shopper's own, so only its form is fixed.
    expect(holdTime('2026-05-15T10:15:00Z', 'ar')).toMatch(/^\d{1,2}:15\u00a0[صم]$/u);
    expect(holdTime('2026-05-15T10:15:00Z', 'en')).toMatch(/^\d{1,2}:15$/u);
  });
});

describe('HoldNotice', () => {
  it('counts down, then says the slot was released and offers to start again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-05-15T10:13:00Z'));
    const onStartAgain = vi.fn();
    const view = renderPage(
      createElement(HoldNotice, { holdExpiresAt: '2026-05-15T10:15:00Z', onStartAgain }),
      { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    );
    expect(view.getByRole('status').textContent).toContain('Your booking is held until');
    expect(view.getByText('2 minutes left')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(
      view.getByText('The hold on your booking has ended; the time slot was released.'),
    ).toBeTruthy();
    await view.user.click(view.getByRole('button', { name: 'Start again' }));
    expect(onStartAgain).toHaveBeenCalled();
  });
});
