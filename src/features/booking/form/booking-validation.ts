import type { BookingWords } from '../../../i18n/en/booking';
import { maxLengths, type BookingFieldName } from '../booking-values';
import type { Control } from './read-values';

export type BookingErrors = Partial<Record<BookingFieldName, string>>;

/** Marks required text that is only spaces (flagBlankText); never shown. */
const blankMark = 'blank';

/** The message under an invalid field: the browser's checks worded here, booking-checks.ts's as they come. */
export function validationMessage(
  field: BookingFieldName,
  validity: ValidityState,
  custom: string,
  { errors }: BookingWords,
): string | undefined {
  if (validity.valid) return undefined;
  if (validity.customError && custom !== blankMark && custom !== '') return custom;
  switch (field) {
    case 'email':
      return validity.typeMismatch ? errors.emailInvalid : errors.email;
    case 'phone':
      return errors.phone(errors.phoneExample);
    case 'date':
      if (validity.rangeUnderflow) return errors.pastDate;
      return validity.badInput ? errors.dateInvalid : errors.date;
    case 'message':
      return errors.message(maxLengths.message);
    default:
      return errors[field];
  }
}

/** Flags text that is only spaces, which passes `required`, as missing; else sets `problem`, if any. */
export function flagBlankText(control: HTMLInputElement | HTMLTextAreaElement, problem = ''): void {
  const blank = control.value !== '' && control.value.trim() === '';
  control.setCustomValidity(blank && control.required ? blankMark : problem);
}

/** Stable id of a field's error text, for aria-describedby. */
export const errorTextId = (field: BookingFieldName) => `booking-${field}-error`;

/** The message a field shows now, from its control (the first radio stands for the campus group). */
export function currentError(
  form: HTMLFormElement,
  field: BookingFieldName,
  words: BookingWords,
): string | undefined {
  const control = form.querySelector<Control>(`[name="${field}"]`);
  return control ? validationMessage(field, control.validity, control.validationMessage, words) : undefined;
}
