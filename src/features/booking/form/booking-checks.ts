/**
 * The checks the browser cannot make (a phone staff can call back, a visit when the campus is open),
 * set as custom validity so the form's one path (checkValidity, 'invalid', the messages) reports them.
 */
import type { Closure } from '../../../content/closures';
import { visitProblem } from '../../../content/opening-hours';
import { campusById, type Site } from '../../../content/site';
import type { BookingWords } from '../../../i18n/en/booking';
import type { WhenWords } from '../../../i18n/en/when';
import { visitProblemText } from '../../../i18n/opening-text';
import { phoneCharacters, toE164 } from '../../../lib/phone-number';
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

/** Why a typed number is refused (empty: `required`'s); not in lib/phone-number.ts, which all pages load. */
export function phoneProblem(text: string, { errors }: BookingWords): string | undefined {
  const typed = text.trim();
  if (typed === '' || toE164(typed) !== undefined) return undefined;
  if (!phoneCharacters.test(typed)) return errors.phoneFigures(errors.phoneExample);
  return errors.phoneFull(errors.phoneExample);
}

// The control's own value, not FormData's: FormData leaves out a disabled option (a time the day
// cannot take), which the check must see to refuse it.
const valueOf = (form: HTMLFormElement, name: string) => {
  const control = form.elements.namedItem(name);
  return control && 'value' in control && typeof control.value === 'string' ? control.value : '';
};

/** Sets every text and visit check on the form's controls, as of now. */
export function applyBookingChecks(form: HTMLFormElement, rules: BookingRules): void {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    '[name]:is(input:not([type=radio]):not([type=hidden]), textarea)',
  )) {
    flagBlankText(control, control.name === 'phone' ? phoneProblem(control.value, rules.booking) : undefined);
  }
  const visit = { date: valueOf(form, 'date'), time: valueOf(form, 'time'), campus: valueOf(form, 'campus') };
  const problem = visitProblemOf(visit, Date.now(), rules);
  for (const field of ['date', 'time'] as const) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
      control.setCustomValidity(problem?.field === field ? problem.message : '');
    }
  }
}
