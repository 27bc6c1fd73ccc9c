import { describe, expect, it } from 'vitest';
import {
  courseDetails,
  daysLabel,
  intakesAsOf,
  isUpcomingIntake,
  weeklyMinutes,
} from '../../src/content/course-details';
import { courses } from '../../src/content/courses';

const nairobi = (time: string) => Date.parse(`${time}+03:00`);

describe('course page details', () => {
  it('has the page content of every course, and refuses a slug with none', () => {
    for (const course of courses) expect(courseDetails(course.slug).modules.length).toBeGreaterThanOrEqual(5);
    expect(() => courseDetails('no-such-course')).toThrow('No course details for "no-such-course"');
  });

  it('keeps an intake upcoming through its first day in Nairobi, and past from the next', () => {
    expect(isUpcomingIntake('2027-01-11', nairobi('2027-01-11T23:59:00'))).toBe(true);
    expect(isUpcomingIntake('2027-01-11', nairobi('2027-01-12T00:00:00'))).toBe(false);
    // 21:30 UTC on the 11th is already the 12th in Nairobi.
    expect(isUpcomingIntake('2027-01-11', Date.parse('2027-01-11T21:30:00Z'))).toBe(false);
  });

  it('lists upcoming intakes soonest first and past ones newest first, with their labels', () => {
    const { upcoming, past } = intakesAsOf(nairobi('2027-03-01T09:00:00'), [
      '2027-05-10',
      '2026-09-07',
      '2027-01-11',
      '2027-03-08',
    ]);
    expect(upcoming).toEqual([
      { date: '2027-03-08', label: '8 March 2027' },
      { date: '2027-05-10', label: '10 May 2027' },
    ]);
    expect(past.map(({ date }) => date)).toEqual(['2027-01-11', '2026-09-07']);
  });

  it('names class days as a range or a list, and counts class time a week', () => {
    expect(daysLabel(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('Monday to Friday');
    expect(daysLabel(['Monday', 'Wednesday', 'Thursday'])).toBe('Monday, Wednesday and Thursday');
    expect(daysLabel(['Tuesday', 'Thursday'])).toBe('Tuesday and Thursday');
    expect(daysLabel(['Saturday'])).toBe('Saturday');
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
