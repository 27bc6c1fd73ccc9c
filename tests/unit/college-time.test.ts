import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  addDays,
  clock24,
  collegeDate,
  collegeInstant,
  collegeIso,
  collegeMinutes,
  weekdayOf,
} from '../../src/content/college-time';

describe('the college’s time (Nairobi, UTC+3 all year)', () => {
  it('gives Nairobi’s date and clock of an instant, whatever zone this machine is in', () => {
    // 21:30 UTC on the 24th is 00:30 on the 25th in Nairobi; a UTC or London phone says the 24th.
    const instant = Date.parse('2026-06-24T21:30:00Z');
    expect(collegeDate(instant)).toBe('2026-06-25');
    expect(collegeMinutes(instant)).toBe(30);
    expect(collegeDate(Date.parse('2026-06-24T20:59:00Z'))).toBe('2026-06-24');
    expect(collegeInstant('2026-06-25', '09:00')).toBe(Date.parse('2026-06-25T06:00:00Z'));
    expect(collegeIso('2026-06-25', '09:00')).toBe('2026-06-25T09:00:00+03:00');
  });

  it('names weekdays, steps days, and reads a kept time on the 24-hour clock', () => {
    expect(['2026-12-25', '2026-12-27', '2030-06-25'].map(weekdayOf)).toEqual([
      'Friday',
      'Sunday',
      'Tuesday',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // A booking kept by a version that stored the form's "9:00 AM" reads as the same time.
    expect(['09:00', '9:00 AM', '12:00 PM', '5:00 PM', '12:30 AM', 'noon', '9:00'].map(clock24)).toEqual([
      '09:00',
      '09:00',
      '12:00',
      '17:00',
      '00:30',
      undefined,
      undefined,
    ]);
  });

  it('tells a real date from one with an impossible day or month, without throwing', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-12-32')).toBe(false);
    expect(isCalendarDate('25/12/2026')).toBe(false);
  });
});
