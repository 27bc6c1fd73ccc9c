import { maxLengths, type BookingFieldName } from '../booking-values';

export type BookingErrors = Partial<Record<BookingFieldName, string>>;

/**
 * The message shown under a field the browser found invalid. The checks themselves are the
 * browser's (required, type=email, min date, maxlength); this only words them for each field.
 */
export function validationMessage(field: BookingFieldName, validity: ValidityState): string | undefined {
  if (validity.valid) return undefined;
  switch (field) {
    case 'name':
      return 'Enter your full name.';
    case 'email':
      return validity.typeMismatch
        ? 'Enter a valid email address, like name@example.com.'
        : 'Enter your email address.';
    case 'phone':
      return 'Enter your phone number.';
    case 'date':
      if (validity.rangeUnderflow) return 'Choose today or a later date.';
      return validity.badInput ? 'Enter a valid date.' : 'Choose a preferred date.';
    case 'time':
      return 'Choose a preferred time.';
    case 'interest':
      return 'Choose an area of interest.';
    case 'message':
      return `Keep the message under ${maxLengths.message} characters.`;
  }
}

/** Text that is only spaces passes `required`; this makes the browser treat it as missing. */
export function flagBlankText(control: HTMLInputElement | HTMLTextAreaElement): void {
  const blank = control.value !== '' && control.value.trim() === '';
  control.setCustomValidity(blank && control.required ? 'blank' : '');
}

/** Stable id of a field's error text, for aria-describedby. */
export const errorTextId = (field: BookingFieldName) => `booking-${field}-error`;

/** Stable id of a field's helper text. */
export const helperTextId = (field: BookingFieldName) => `booking-${field}-helper`;

/** aria-describedby for a field showing an error: the error, then its helper text if it has one. */
export const describedBy = (field: BookingFieldName, hasHelper: boolean) =>
  hasHelper ? `${errorTextId(field)} ${helperTextId(field)}` : errorTextId(field);
