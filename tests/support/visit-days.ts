// Days to book, found in the data (content/site.yml's hours, content/closures/'s closures) from
// tomorrow in Nairobi on: nothing here names a date the staff could make wrong by an edit.
import { timeOptions } from '../../src/content/booking-options';
import { addDays, collegeDate, weekdayOf } from '../../src/content/college-time';
import { closureOn, openingOn, visitProblem } from '../../src/content/opening-hours';
import { words as englishWhen } from '../../src/i18n/en/when.ts';
import { loadContent } from '../../tools/content-data.ts';

const { clock, dayMonth } = englishWhen.when;

const { site, closures } = loadContent();
export const openingData = { officeHours: site.officeHours, closures };

/** The first date from tomorrow (Nairobi) on, within five years, that `wanted` accepts. */
export function nextDate(wanted: (date: string) => boolean, from = addDays(collegeDate(Date.now()), 1)) {
  for (let date = from, n = 0; n < 5 * 366; date = addDays(date, 1), n++) if (wanted(date)) return date;
  return undefined;
}

/** A day every one of the form's times fits (a weekday at launch). */
export const openDay = (from?: string) =>
  nextDate(
    (date) => timeOptions.every((time) => visitProblem({ date, time }, 0, openingData) === undefined),
    from,
  );

/** A weekday the college is closed on every week (Sunday at launch), and its words. */
export function closedWeekday() {
  const date = nextDate(
    (day) => !closureOn(day, openingData.closures) && !openingOn(day, undefined, openingData).open,
  );
  return date ? { date, message: `We are closed on ${weekdayOf(date)}s.` } : undefined;
}

/** A closure on a day otherwise open (Christmas Day, say), and its words. */
export function closureDay() {
  const date = nextDate((day) => {
    const closure = closureOn(day, openingData.closures);
    return closure !== undefined && openingOn(day, undefined, { ...openingData, closures: [] }).open;
  });
  const closure = date ? closureOn(date, openingData.closures) : undefined;
  if (!date || !closure) return undefined;
  return { date, message: `${dayMonth(date)} is ${closure.name}: we are closed.` };
}

/** An open day some of the form's times do not fit (Saturday at launch), one such time, and its words. */
export function shortDay() {
  const date = nextDate((day) => {
    const opening = openingOn(day, undefined, openingData);
    return opening.open && timeOptions.some((time) => visitProblem({ date: day, time }, 0, openingData));
  });
  if (!date) return undefined;
  const opening = openingOn(date, undefined, openingData);
  const late = timeOptions.filter((time) => visitProblem({ date, time }, 0, openingData));
  if (!opening.open) return undefined;
  return {
    date,
    times: late,
    message: `On ${opening.weekday}s we are open ${clock(opening.opens)} to ${clock(opening.closes)}: choose another time.`,
  };
}
