import type { ReactNode } from 'react';
import { requiredClass } from '../booking-styles';
import { errorTextId } from './booking-validation';
import type { BookingFieldName as FieldName } from '../booking-values';

/** What a field gives its control: its id (the label's target), `required` and aria-*. */
export interface FieldControl {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-errormessage': string | undefined;
  /** The error text when there is one, then the helper text. */
  'aria-describedby': string | undefined;
}

interface BookingFieldProps {
  name: FieldName;
  label: string;
  required?: boolean;
  error?: string;
  helper?: string;
  /** The control (an input, select or textarea), spread with what the field gives it. */
  children: (control: FieldControl) => ReactNode;
}

/** One labelled form field with its helper and error text, which the control names in aria-describedby. */
export function BookingField({ name, label, required = false, error, helper, children }: BookingFieldProps) {
  const id = `booking-${name}`;
  const invalid = error !== undefined;
  const helperId = `${id}-helper`;
  return (
    <div role="group" className="booking-field">
      <label htmlFor={id} className="booking-label">
        {label}
        {required && (
          <span aria-hidden="true" className={requiredClass}>
            *
          </span>
        )}
      </label>
      {children({
        id,
        required,
        'aria-invalid': invalid || undefined,
        'aria-errormessage': invalid ? errorTextId(name) : undefined,
        'aria-describedby':
          [invalid && errorTextId(name), helper && helperId].filter(Boolean).join(' ') || undefined,
      })}
      {helper && (
        <span id={helperId} className="booking-helper">
          {helper}
        </span>
      )}
      {invalid && (
        <span id={errorTextId(name)} aria-live="polite" className="booking-error">
          {error}
        </span>
      )}
    </div>
  );
}
