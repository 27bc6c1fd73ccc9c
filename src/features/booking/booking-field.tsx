import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { errorTextId, helperTextId } from './booking-validation';
import type { BookingField as FieldName } from './booking-values';

interface BookingFieldProps {
  name: FieldName;
  label: string;
  required?: boolean;
  error?: string;
  helper?: string;
  /** The control: an Input, NativeSelect or Textarea (Field wires its id, label and required). */
  children: ReactNode;
}

/** One labelled form field with its error text, which the control names in aria-describedby. */
export function BookingField({ name, label, required = false, error, helper, children }: BookingFieldProps) {
  return (
    <Field.Root
      required={required}
      invalid={error !== undefined}
      ids={{ errorText: errorTextId(name), helperText: helperTextId(name) }}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
