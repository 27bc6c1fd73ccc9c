import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { errorTextId, helperTextId } from './booking-validation';
import type { BookingFieldName as FieldName } from '../booking-values';

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
      {/* Darker than the recipe's red, which is below 4.5:1 on white at this size. */}
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
