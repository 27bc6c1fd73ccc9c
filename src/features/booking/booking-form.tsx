import {
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type InvalidEvent,
  type ReactNode,
} from 'react';
import { Button, chakra, Input, Stack, Textarea } from '@chakra-ui/react';
import { interestOptions, timeOptions } from '../../content/booking-options';
import { BookingField } from './booking-field';
import { describedBy, flagBlankText, validationMessage, type BookingErrors } from './booking-validation';
import { maxLengths, type BookingField as FieldName, type BookingValues } from './booking-values';
import { HoneypotField } from './honeypot-field';
import { OptionSelect } from './option-select';
import { useHydrated, useToday } from './use-client-value';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface BookingFormProps {
  initialValues: BookingValues;
  sending: boolean;
  onSubmit: (values: BookingValues, honeypot: string) => void;
  /** Shown above the submit button: why the last attempt did not go through, say. */
  notice?: ReactNode;
}

/** The appointment form of spec section 5: the browser checks each field, errors are shown inline. */
export function BookingForm({ initialValues, sending, onSubmit, notice }: BookingFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<BookingErrors>({});
  const honeypot = useRef<HTMLInputElement>(null);

  const handleChange = (event: ChangeEvent<Control>) => {
    const control = event.currentTarget;
    const field = control.name as FieldName;
    if (!(control instanceof HTMLSelectElement)) flagBlankText(control);
    setValues((current) => ({ ...current, [field]: control.value }));
    // Once a field has shown an error, it follows the typing, so the visitor sees it clear.
    if (errors[field] !== undefined) {
      setErrors((current) => ({ ...current, [field]: validationMessage(field, control.validity) }));
    }
  };

  const handleInvalid = (event: InvalidEvent<Control>) => {
    const field = event.currentTarget.name as FieldName;
    const message = validationMessage(field, event.currentTarget.validity);
    setErrors((current) => ({ ...current, [field]: message }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // checkValidity fires 'invalid' on each bad field (see handleInvalid); focus goes to the first.
    if (!form.checkValidity()) {
      form.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    onSubmit(values, honeypot.current?.value ?? '');
  };

  const controlProps = (field: FieldName) => ({
    name: field,
    value: values[field],
    onChange: handleChange,
    onInvalid: handleInvalid,
    // Only with an error: otherwise Field's own aria-describedby (the helper text) stays.
    ...(errors[field] !== undefined && { 'aria-describedby': describedBy(field, field === 'message') }),
  });

  return (
    <chakra.form noValidate onSubmit={handleSubmit} aria-label="Appointment request" position="relative">
      <Stack gap="5">
        <BookingField name="name" label="Full name" required error={errors.name}>
          <Input {...controlProps('name')} type="text" autoComplete="name" maxLength={maxLengths.name} />
        </BookingField>
        <BookingField name="email" label="Email address" required error={errors.email}>
          <Input {...controlProps('email')} type="email" autoComplete="email" maxLength={maxLengths.email} />
        </BookingField>
        <BookingField name="phone" label="Phone number" required error={errors.phone}>
          <Input {...controlProps('phone')} type="tel" autoComplete="tel" maxLength={maxLengths.phone} />
        </BookingField>
        <BookingField name="date" label="Preferred date" required error={errors.date}>
          <DateInput {...controlProps('date')} />
        </BookingField>
        <BookingField name="time" label="Preferred time" required error={errors.time}>
          <OptionSelect {...controlProps('time')} options={timeOptions} placeholder="Select a time" />
        </BookingField>
        <BookingField name="interest" label="Area of interest" required error={errors.interest}>
          <OptionSelect
            {...controlProps('interest')}
            options={interestOptions}
            placeholder="Select an area of interest"
          />
        </BookingField>
        <BookingField name="message" label="Message" helper="Optional." error={errors.message}>
          <Textarea {...controlProps('message')} rows={4} maxLength={maxLengths.message} />
        </BookingField>
        <HoneypotField inputRef={honeypot} />
        {notice}
        <SubmitButton sending={sending} />
      </Stack>
    </chakra.form>
  );
}

// The two parts of the form that change once the page has hydrated, each its own component so
// that only it re-renders then (the whole form took one long task on a slow phone).

/** The date input, which offers no past day once today is known. */
function DateInput(props: ComponentProps<typeof Input>) {
  const today = useToday();
  return <Input {...props} type="date" min={today} />;
}

/** Disabled until hydrated: before that, a submit would put the visitor's details in the URL. */
function SubmitButton({ sending }: { sending: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      alignSelf="flex-start"
      disabled={!hydrated || sending}
    >
      {sending ? 'Sending…' : 'Book Appointment'}
    </Button>
  );
}
