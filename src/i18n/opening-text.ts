/** A campus's opening on a day, and a visit that cannot be booked, in the language of the words given. */
import type { DayOpening, VisitProblem } from '../content/opening-hours';
import type { BookingWords } from './en/booking';
import type { WhenWords } from './en/when';

/** Why a day is closed: "25 December is Christmas Day: we are closed", "We are closed on Sundays". */
export function closedText(
  opening: Extract<DayOpening, { open: false }>,
  { hours }: BookingWords,
  { when }: WhenWords,
): string {
  return opening.closure
    ? hours.closedOn(when.dayMonth(opening.date), opening.closure.name, opening.subject)
    : hours.closedWeekday(when.weekday(opening.weekday), opening.subject);
}

/** The words of a visit's problem, as the field shows it. */
export function visitProblemText(problem: VisitProblem, booking: BookingWords, { when }: WhenWords): string {
  switch (problem.reason) {
    case 'closed':
      return `${closedText(problem.opening, booking, { when })}.`;
    case 'outside-hours': {
      const { weekday, opens, closes, subject } = problem.opening;
      return booking.hours.chooseAnotherTime(
        booking.hours.openFrom(when.weekday(weekday), when.clock(opens), when.clock(closes), subject),
      );
    }
    case 'past':
      return problem.field === 'date' ? booking.errors.pastDate : booking.hours.pastTime;
  }
}
