/**
 * The booking checks the browser cannot make by itself, set as the controls' custom validity so
 * that the form's one path (checkValidity, the 'invalid' events, the messages) reports them: a
 * phone number staff can call back, and a visit on a day and at a time the chosen campus is open
 * (Nairobi's calendar and clock, content/site.yml's hours and content/closures/'s closures).
 */
import type { Closure } from '../../../content/closures';
import { visitProblem } from '../../../content/opening-hours';
import { campusById, type Site } from '../../../content/site';
import type { BookingWords } from '../../../i18n/en/booking';
import type { WhenWords } from '../../../i18n/en/when';
import { visitProblemText } from '../../../i18n/opening-text';
import { phoneProblem } from './phone-problem';
import { flagBlankText } from './booking-validation';

/** What the checks read: the campuses' hours, the closures, and the words of their messages. */
export interface BookingRules {
  site: Pick<Site, 'campuses' | 'officeHours'>;
  closures: readonly Closure[];
  booking: BookingWords;
  when: WhenWords;
}

/** What a visit's check reads from the form: its date, its time label and its campus's id. */
export interface VisitChoice {
  date: string;
  time: string;
  campus: string;
}

/** Why this visit cannot be booked at `now` (the field and the words), or undefined. */
export function visitProblemOf({ date, time, campus }: VisitChoice, now: number, rules: BookingRules) {
  const { site, closures } = rules;
  const problem = visitProblem({ date, time, campus: campusById(site, campus) }, now, {
    officeHours: site.officeHours,
    closures,
  });
  return problem && { field: problem.field, message: visitProblemText(problem, rules.booking, rules.when) };
}

// A control's own value, not FormData's: a time the chosen day cannot take is a disabled option,
// which form data leaves out, and the check must see it to refuse it. A radio group's is the
// checked one's.
const valueOf = (form: HTMLFormElement, name: string) => {
  const control = form.elements.namedItem(name);
  return control && 'value' in control && typeof control.value === 'string' ? control.value : '';
};

/** Sets every text and visit check on the form's controls, as of `now`. */
export function applyBookingChecks(form: HTMLFormElement, rules: BookingRules, now = Date.now()): void {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    '[name]:is(input:not([type=radio]):not([type=hidden]), textarea)',
  )) {
    flagBlankText(
      control,
      control.name === 'phone' ? (phoneProblem(control.value, rules.booking) ?? '') : '',
    );
  }
  const visit = { date: valueOf(form, 'date'), time: valueOf(form, 'time'), campus: valueOf(form, 'campus') };
  const problem = visitProblemOf(visit, now, rules);
  for (const field of ['date', 'time'] as const) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
      control.setCustomValidity(problem?.field === field ? problem.message : '');
    }
  }
}
