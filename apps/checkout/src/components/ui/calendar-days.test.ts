import { otherDigits } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import {
  dayLabelRest,
  gregorianDay,
  hijriDayMonth,
  monthTitle,
  monthWeeks,
  weekdayNames,
} from './calendar-days.ts';

describe('calendar days', () => {
  it('lays a month out in weeks from Sunday, blanks around it', () => {
    const weeks = monthWeeks(2026, 11); // 1 Nov 2026 is a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-01', day: 1 });
    expect(weeks[4]?.slice(0, 2)).toEqual([
      { date: '2026-11-29', day: 29 },
      { date: '2026-11-30', day: 30 },
    ]);
    expect(weeks[4]?.[2]).toBeNull();
    const february = monthWeeks(2030, 2); // 1 Feb 2030 is a Friday
    expect(february[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(february.flat().filter(Boolean)).toHaveLength(28);
  });

  it('gives each day its Umm al-Qura date, in the pages’ Western digits in both languages', () => {
    expect(gregorianDay('2026-11-24', 'ar')).toBe('24');
    expect(gregorianDay('2026-11-24', 'en')).toBe('24');
    expect(hijriDayMonth('2026-11-24', 'ar')).toBe('14 جمادى الآخرة');
    expect(hijriDayMonth('2030-01-20', 'en')).toBe('16 Ram.');
    // What a day's name adds to its visible text: no part of the date a second time.
    expect(dayLabelRest('2030-01-20', 'en')).toBe('Sunday, January 2030, 1451 AH');
    expect(dayLabelRest('2030-01-20', 'ar')).toBe('الأحد، يناير 2030، 1451 هـ');
  });

  it('wraps the month title only between its parts: names, years and eras stay whole', () => {
    const nb = '\u00a0';
    expect(monthTitle(2026, 11, 'en')).toBe(
      `November${nb}2026${nb}· Jumada${nb}I${nb}– Jumada${nb}II${nb}1448${nb}AH`,
    );
    expect(monthTitle(2026, 11, 'ar')).toBe(
      `نوفمبر${nb}2026${nb}· جمادى${nb}الأولى${nb}– جمادى${nb}الآخرة${nb}1448${nb}هـ`,
    );
  });

  it('writes no digit of another system in a whole year of Arabic days and titles', () => {
    for (let month = 1; month <= 12; month += 1) {
      const texts = monthWeeks(2027, month)
        .flat()
        .flatMap((cell) =>
          cell
            ? [
                gregorianDay(cell.date, 'ar'),
                hijriDayMonth(cell.date, 'ar'),
                dayLabelRest(cell.date, 'ar'),
              ]
            : [],
        );
      for (const text of [monthTitle(2027, month, 'ar'), ...texts]) {
        expect(text).not.toMatch(otherDigits);
      }
    }
  });

  it('names the weekdays from Sunday', () => {
    expect(weekdayNames('en').map((day) => day.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(weekdayNames('ar')[0]?.long).toBe('الأحد');
  });
});
