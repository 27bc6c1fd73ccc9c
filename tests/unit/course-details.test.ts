import { describe, expect, it } from 'vitest';
import { locales } from '../../src/config/locales';
import { intakesAsOf, isUpcomingIntake, weeklyMinutes } from '../../src/content/course-details';
import { daysLabel } from '../../src/i18n/course-labels';
import { words as common } from '../../src/i18n/en/common';
import { words as when } from '../../src/i18n/en/when';
import { localeDataOf } from '../support/locale-data';

const nairobi = (time: string) => Date.parse(`${time}+03:00`);

describe('course page details', () => {
  it.each(locales)(
    'has the page content of every course in %s, by slug, and none for another slug',
    async (locale) => {
      const { content } = await localeDataOf(locale);
      const details = content('course-details');
      const slugs = content('courses').map((course) => course.slug);
      expect(Object.keys(details)).toEqual(slugs);
      for (const slug of slugs) expect(details[slug]?.modules.length, slug).toBeGreaterThanOrEqual(5);
      expect(details['no-such-course']).toBeUndefined();
    },
  );

  it('keeps an intake upcoming through its first day in Nairobi, and past from the next', () => {
    expect(isUpcomingIntake('2027-01-11', nairobi('2027-01-11T23:59:00'))).toBe(true);
    expect(isUpcomingIntake('2027-01-11', nairobi('2027-01-12T00:00:00'))).toBe(false);
    // 21:30 UTC on the 11th is already the 12th in Nairobi.
    expect(isUpcomingIntake('2027-01-11', Date.parse('2027-01-11T21:30:00Z'))).toBe(false);
  });

  it('lists upcoming intakes soonest first and past ones newest first, each labelled by its date', () => {
    const { upcoming, past } = intakesAsOf(nairobi('2027-03-01T09:00:00'), [
      '2027-05-10',
      '2026-09-07',
      '2027-01-11',
      '2027-03-08',
    ]);
    expect(upcoming.map((date) => ({ date, label: when.when.date(date) }))).toEqual([
      { date: '2027-03-08', label: '8 March 2027' },
      { date: '2027-05-10', label: '10 May 2027' },
    ]);
    expect(past).toEqual(['2027-01-11', '2026-09-07']);
  });

  it('names class days as a range or a list, and counts class time a week', () => {
    const days = (list: Parameters<typeof daysLabel>[0]) => daysLabel(list, when, common);
    expect(days(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('Monday to Friday');
    expect(days(['Monday', 'Wednesday', 'Thursday'])).toBe('Monday, Wednesday and Thursday');
    expect(days(['Tuesday', 'Thursday'])).toBe('Tuesday and Thursday');
    expect(days(['Saturday'])).toBe('Saturday');
    const schedule = {
      name: 'Evenings',
      days: ['Monday', 'Wednesday'],
      start: '17:30',
      end: '19:45',
      campuses: [],
    };
    expect(weeklyMinutes(schedule as Parameters<typeof weeklyMinutes>[0])).toBe(270);
  });
});
