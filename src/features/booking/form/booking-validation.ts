import { strings as bookingStrings } from '#ui-strings/booking';
import { phoneExample } from './phone-problem';
import { maxLengths, type BookingFieldName } from '../booking-values';

export type BookingErrors = Partial<Record<BookingFieldName, string>>;

/** Marks required text that is only spaces (flagBlankText); never shown. */
const blankMark = 'blank';

/**
 * The message shown under a field the browser found invalid. The checks are the browser's
 * (required, type=email, min date, maxlength), worded here for each field, and the form's own
 * (booking-checks.ts), which carry their words as the control's custom validity.
 */
export function validationMessage(
  field: BookingFieldName,
  validity: ValidityState,
  custom = '',
): string | undefined {
  if (validity.valid) return undefined;
  if (validity.customError && custom !== blankMark && custom !== '') return custom;
  switch (field) {
    case 'name':
      return bookingStrings.errors.name;
    case 'email':
      return validity.typeMismatch ? bookingStrings.errors.emailInvalid : bookingStrings.errors.email;
    case 'phone':
      return bookingStrings.errors.phone(phoneExample);
    case 'campus':
      return bookingStrings.errors.campus;
    case 'date':
      if (validity.rangeUnderflow) return bookingStrings.errors.pastDate;
      return validity.badInput ? bookingStrings.errors.dateInvalid : bookingStrings.errors.date;
    case 'time':
      return bookingStrings.errors.time;
    case 'interest':
      return bookingStrings.errors.interest;
    case 'message':
      return bookingStrings.errors.message(maxLengths.message);
  }
}

/**
 * Text that is only spaces passes `required`; this makes the browser treat it as missing. Else
 * `problem`, the form's own check of the text (booking-checks.ts), if it has one.
 */
export function flagBlankText(control: HTMLInputElement | HTMLTextAreaElement, problem = ''): void {
  const blank = control.value !== '' && control.value.trim() === '';
  control.setCustomValidity(blank && control.required ? blankMark : problem);
}

/** Stable id of a field's error text, for aria-describedby. */
export const errorTextId = (field: BookingFieldName) => `booking-${field}-error`;

/** Stable id of a field's helper text. */
export const helperTextId = (field: BookingFieldName) => `booking-${field}-helper`;

/** aria-describedby for a field showing an error: the error, then its helper text if it has one. */
export const describedBy = (field: BookingFieldName, hasHelper: boolean) =>
  hasHelper ? `${errorTextId(field)} ${helperTextId(field)}` : errorTextId(field);
