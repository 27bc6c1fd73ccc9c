import { describe, expect, it } from 'vitest';
import { clockLabel, collegeInstant, dayMonthLabel, weekdayOf } from '../../src/content/college-time';
import { openingOn, visitProblem, type OpeningData } from '../../src/content/opening-hours';
import { timeOptions } from '../../src/content/booking-options';
import { loadContent } from '../../tools/content-data';

// A fixture of its own: the words must be built from whatever hours and closures the data gives.
const data: OpeningData = {
  officeHours: [
    {
      days: 'Weekdays',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
      label: 'x',
    },
    { days: 'Saturday', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00', label: 'x' },
  ],
  closures: [
    { name: 'Christmas Day', date: '2026-12-25' },
    { name: 'the staff retreat', date: '2026-08-10', until: '2026-08-12' },
  ],
};
const longAgo = collegeInstant('2026-01-01', '00:00');

describe('when a visit can be booked', () => {
  it('refuses a closed day with the reason in words', () => {
    expect(visitProblem({ date: '2026-06-28', time: '' }, longAgo, data)).toEqual({
      field: 'date',
      message: 'We are closed on Sundays.',
    });
    expect(visitProblem({ date: '2026-12-25', time: '10:00 AM' }, longAgo, data)).toEqual({
      field: 'date',
      message: '25 December is Christmas Day: we are closed.',
    });
    expect(visitProblem({ date: '2026-08-11', time: '' }, longAgo, data)?.message).toBe(
      '11 August is the staff retreat: we are closed.',
    );
    expect(visitProblem({ date: '2026-08-13', time: '10:00 AM' }, longAgo, data)).toBeUndefined();
  });

  it('refuses a time outside that day’s hours, a one-hour visit ending by closing time', () => {
    // 2026-06-27 is a Saturday.
    const saturday = (time: string) => visitProblem({ date: '2026-06-27', time }, longAgo, data);
    expect(saturday('3:00 PM')).toEqual({
      field: 'time',
      message: 'On Saturdays we are open 9:00 AM to 1:00 PM: choose another time.',
    });
    expect(saturday('1:00 PM')?.field).toBe('time');
    expect(saturday('12:00 PM')).toBeUndefined();
    expect(timeOptions.filter((time) => visitProblem({ date: '2026-06-26', time }, longAgo, data))).toEqual(
      [],
    );
  });

  it('refuses a day gone by, and a time already past today, on Nairobi’s clock', () => {
    const now = collegeInstant('2026-06-26', '10:30');
    expect(visitProblem({ date: '2026-06-25', time: '' }, now, data)?.field).toBe('date');
    expect(visitProblem({ date: '2026-06-26', time: '10:00 AM' }, now, data)?.message).toMatch(
      /already passed/,
    );
    expect(visitProblem({ date: '2026-06-26', time: '11:00 AM' }, now, data)).toBeUndefined();
    // 23:30 UTC on the 25th is already the 26th in Nairobi.
    expect(
      visitProblem({ date: '2026-06-25', time: '' }, Date.parse('2026-06-25T23:30:00Z'), data)?.field,
    ).toBe('date');
  });

  it('follows a campus’s own hours where the data gives it some', () => {
    const campus = {
      name: 'Naivasha Branch',
      officeHours: [
        {
          days: 'Mon to Sat',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const,
          opens: '10:00',
          closes: '16:00',
          label: 'x',
        },
      ],
    };
    const visit = (date: string, time: string) =>
      visitProblem(
        {
          date,
          time,
          campus: {
            ...campus,
            officeHours: campus.officeHours.map((h) => ({ ...h, dayOfWeek: [...h.dayOfWeek] })),
          },
        },
        longAgo,
        data,
      );
    expect(visit('2026-06-27', '3:00 PM')).toBeUndefined();
    expect(visit('2026-06-26', '9:00 AM')?.message).toBe(
      'On Fridays Naivasha Branch is open 10:00 AM to 4:00 PM: choose another time.',
    );
    expect(visit('2026-06-28', '')?.message).toBe('Naivasha Branch is closed on Sundays.');
  });
});

describe('the college’s own hours and closures (content/)', () => {
  const { site, closures } = loadContent();
  const content = { officeHours: site.officeHours, closures: closures.closures };

  it('refuses every closure in closures.yml by its name', () => {
    for (const closure of closures.closures) {
      expect(visitProblem({ date: closure.date, time: '' }, longAgo, content)?.message).toBe(
        `${dayMonthLabel(closure.date)} is ${closure.name}: we are closed.`,
      );
    }
  });

  it('words each weekday from officeHours: open between its times, or closed', () => {
    // A week with no closure in it (found from the data).
    let monday = '2030-06-24';
    const week = () =>
      Array.from({ length: 7 }, (_, day) =>
        new Date(Date.parse(`${monday}T00:00:00Z`) + day * 864e5).toISOString().slice(0, 10),
      );
    while (
      week().some((date) =>
        closures.closures.some((closure) => closure.date <= date && date <= (closure.until ?? closure.date)),
      )
    ) {
      monday = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * 864e5).toISOString().slice(0, 10);
    }
    for (const date of week()) {
      const hours = site.officeHours.find((entry) => entry.dayOfWeek.includes(weekdayOf(date)));
      const opening = openingOn(date, undefined, content);
      if (!hours) expect(opening).toEqual({ open: false, reason: `We are closed on ${weekdayOf(date)}s` });
      else {
        expect(opening).toMatchObject({ open: true, opens: hours.opens, closes: hours.closes });
        const late = timeOptions.find((time) => visitProblem({ date, time }, longAgo, content));
        if (late) {
          expect(visitProblem({ date, time: late }, longAgo, content)?.message).toBe(
            `On ${weekdayOf(date)}s we are open ${clockLabel(hours.opens)} to ${clockLabel(hours.closes)}: choose another time.`,
          );
        }
      }
    }
  });
});
