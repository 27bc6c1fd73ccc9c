import { describe, expect, it } from 'vitest';
import { collegeInstant, weekdayOf } from '../../src/content/college-time';
import {
  openingOn,
  visitProblem,
  type OpeningData,
  type VisitProblem,
} from '../../src/content/opening-hours';
import { timeOptions } from '../../src/content/booking-options';
import { words as booking } from '../../src/i18n/en/booking';
import { words as when } from '../../src/i18n/en/when';
import { words as swBooking } from '../../src/i18n/sw/booking';
import { words as swWhen } from '../../src/i18n/sw/when';
import { closedText, visitProblemText } from '../../src/i18n/opening-text';
import { contentFile } from '../../tools/content-data';
import { content } from '../support/site-content';

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
const [christmas, retreat] = data.closures;
const longAgo = collegeInstant('2026-01-01', '00:00');

/** The problem's words as the form shows them, in English. */
const words = (problem: VisitProblem | undefined) => problem && visitProblemText(problem, booking, when);
const { hours } = booking;

describe('when a visit can be booked', () => {
  it('refuses a closed day with the reason in words', () => {
    const sunday = visitProblem({ date: '2026-06-28', time: '' }, longAgo, data);
    expect(sunday).toEqual({
      field: 'date',
      reason: 'closed',
      opening: { open: false, weekday: 'Sunday', subject: undefined },
    });
    expect(words(sunday)).toBe(`${hours.closedWeekday(when.when.weekday('Sunday'), undefined)}.`);
    const holiday = visitProblem({ date: '2026-12-25', time: '10:00' }, longAgo, data);
    expect(holiday).toEqual({
      field: 'date',
      reason: 'closed',
      opening: { open: false, closure: christmas, date: '2026-12-25', subject: undefined },
    });
    expect(words(holiday)).toBe(
      `${hours.closedOn(when.when.dayMonth('2026-12-25'), 'Christmas Day', undefined)}.`,
    );
    expect(words(holiday)).toContain('Christmas Day');
    const during = visitProblem({ date: '2026-08-11', time: '' }, longAgo, data);
    expect(during).toMatchObject({ field: 'date', reason: 'closed', opening: { closure: retreat } });
    expect(words(during)).toBe(
      `${hours.closedOn(when.when.dayMonth('2026-08-11'), 'the staff retreat', undefined)}.`,
    );
    expect(visitProblem({ date: '2026-08-13', time: '10:00' }, longAgo, data)).toBeUndefined();
  });

  it('refuses a time outside that day’s hours, a one-hour visit ending by closing time', () => {
    // 2026-06-27 is a Saturday.
    const saturday = (time: string) => visitProblem({ date: '2026-06-27', time }, longAgo, data);
    expect(saturday('15:00')).toEqual({
      field: 'time',
      reason: 'outside-hours',
      opening: { open: true, weekday: 'Saturday', opens: '09:00', closes: '13:00', subject: undefined },
    });
    expect(words(saturday('15:00'))).toBe(
      hours.chooseAnotherTime(
        hours.openFrom(
          when.when.weekday('Saturday'),
          when.when.clock('09:00'),
          when.when.clock('13:00'),
          undefined,
        ),
      ),
    );
    expect(saturday('13:00')?.field).toBe('time');
    expect(saturday('12:00')).toBeUndefined();
    expect(timeOptions.filter((time) => visitProblem({ date: '2026-06-26', time }, longAgo, data))).toEqual(
      [],
    );
  });

  it('refuses a day gone by, and a time already past today, on Nairobi’s clock', () => {
    const now = collegeInstant('2026-06-26', '10:30');
    const yesterday = visitProblem({ date: '2026-06-25', time: '' }, now, data);
    expect(yesterday).toEqual({ field: 'date', reason: 'past' });
    expect(words(yesterday)).toBe(booking.errors.pastDate);
    const earlier = visitProblem({ date: '2026-06-26', time: '10:00' }, now, data);
    expect(earlier).toEqual({ field: 'time', reason: 'past' });
    expect(words(earlier)).toBe(hours.pastTime);
    expect(visitProblem({ date: '2026-06-26', time: '11:00' }, now, data)).toBeUndefined();
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
    expect(visit('2026-06-27', '15:00')).toBeUndefined();
    expect(visit('2026-06-26', '09:00')).toMatchObject({
      field: 'time',
      opening: { weekday: 'Friday', opens: '10:00', closes: '16:00', subject: campus.name },
    });
    expect(words(visit('2026-06-26', '09:00'))).toBe(
      hours.chooseAnotherTime(
        hours.openFrom(
          when.when.weekday('Friday'),
          when.when.clock('10:00'),
          when.when.clock('16:00'),
          campus.name,
        ),
      ),
    );
    expect(words(visit('2026-06-26', '09:00'))).toContain(campus.name);
    expect(words(visit('2026-06-28', ''))).toBe(
      `${hours.closedWeekday(when.when.weekday('Sunday'), campus.name)}.`,
    );
    expect(words(visit('2026-06-28', ''))).toContain(campus.name);
  });

  it('words every problem in the language of the words given', () => {
    const problems = [
      visitProblem({ date: '2026-06-28', time: '' }, longAgo, data),
      visitProblem({ date: '2026-12-25', time: '' }, longAgo, data),
      visitProblem({ date: '2026-06-27', time: '15:00' }, longAgo, data),
      visitProblem({ date: '2026-06-25', time: '' }, collegeInstant('2026-06-26', '10:30'), data),
      visitProblem({ date: '2026-06-26', time: '10:00' }, collegeInstant('2026-06-26', '10:30'), data),
    ].filter((problem) => problem !== undefined);
    expect(problems).toHaveLength(5);
    for (const problem of problems) {
      const english = visitProblemText(problem, booking, when);
      const kiswahili = visitProblemText(problem, swBooking, swWhen);
      expect(kiswahili, english).not.toBe(english);
      expect(kiswahili.trim(), english).not.toBe('');
    }
  });
});

describe(`the college’s own hours and closures (${contentFile('site')}, ${contentFile('closures')})`, () => {
  const { site, closures } = content;
  const openingData = { officeHours: site.officeHours, closures };

  it('refuses every closure by its name', () => {
    for (const closure of closures) {
      const problem = visitProblem({ date: closure.date, time: '' }, longAgo, openingData);
      expect(problem).toEqual({
        field: 'date',
        reason: 'closed',
        opening: { open: false, closure, date: closure.date, subject: undefined },
      });
      expect(words(problem)).toBe(
        `${hours.closedOn(when.when.dayMonth(closure.date), closure.name, undefined)}.`,
      );
      expect(words(problem)).toContain(closure.name);
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
        closures.some((closure) => closure.date <= date && date <= (closure.until ?? closure.date)),
      )
    ) {
      monday = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * 864e5).toISOString().slice(0, 10);
    }
    for (const date of week()) {
      const weekday = weekdayOf(date);
      const dayHours = site.officeHours.find((entry) => entry.dayOfWeek.includes(weekday));
      const opening = openingOn(date, undefined, openingData);
      if (!dayHours) {
        expect(opening).toEqual({ open: false, weekday, subject: undefined });
        if (!opening.open) {
          expect(closedText(opening, booking, when)).toBe(
            hours.closedWeekday(when.when.weekday(weekday), undefined),
          );
        }
      } else {
        expect(opening).toEqual({
          open: true,
          weekday,
          opens: dayHours.opens,
          closes: dayHours.closes,
          subject: undefined,
        });
        const late = timeOptions.find((time) => visitProblem({ date, time }, longAgo, openingData));
        if (late) {
          expect(words(visitProblem({ date, time: late }, longAgo, openingData))).toBe(
            hours.chooseAnotherTime(
              hours.openFrom(
                when.when.weekday(weekday),
                when.when.clock(dayHours.opens),
                when.when.clock(dayHours.closes),
                undefined,
              ),
            ),
          );
        }
      }
    }
  });
});
