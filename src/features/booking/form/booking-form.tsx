import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type InvalidEvent,
  type ReactNode,
} from 'react';
import { chakra, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { interestOptions, timeOptions, type InterestOption } from '../../../content/booking-options';
import { ContactLinks } from '../booking-contact-links';
import {
  emptyBookingValues,
  maxLengths,
  type BookingFieldName as FieldName,
  type BookingValues,
} from '../booking-values';
import { applyBookingChecks, visitProblemOf, type BookingRules, type VisitChoice } from './booking-checks';
import { BookingField } from './booking-field';
import { describedBy, validationMessage, type BookingErrors } from './booking-validation';
import { CampusField } from './campus-field';
import { Handover, NotStarted } from './form-fallbacks';
import {
  appUnavailableAttr,
  holdsSubmitAttr,
  onHeldSubmit,
  submitPendingAttr,
  summaryWordsAttr,
  type HandoverWords,
} from './held-submit';
import { HoneypotField, honeypotName } from './honeypot-field';
import { OptionSelect } from './option-select';
import { SubmitButton } from './submit-button';
import { useToday } from './use-today';
import type { BookingStrings } from '../../../i18n/en/booking';
import { useContent } from '../../../locale/use-content';
import { useWords } from '../../../locale/use-words';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldNames = Object.keys(emptyBookingValues) as FieldName[];
/** The fields with a helper text below them, which an error's aria-describedby keeps. */
const fieldsWithHelp: readonly FieldName[] = ['phone', 'date', 'message'];

/** What the form holds: its controls' own values, whoever typed them and whenever. */
function readValues(form: HTMLFormElement): { values: BookingValues; honeypot: string } {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = { ...emptyBookingValues };
  for (const field of fieldNames) values[field] = text(field);
  return { values, honeypot: text(honeypotName) };
}

/** The message a field shows now, from its control (the first radio stands for the campus group). */
function currentError(form: HTMLFormElement, field: FieldName, words: BookingStrings): string | undefined {
  const control = form.querySelector<Control>(`[name="${field}"]`);
  return control ? validationMessage(field, control.validity, control.validationMessage, words) : undefined;
}

interface BookingFormProps {
  /** Filled into fields the visitor has left empty (from a course or event link's query). */
  prefill?: Partial<BookingValues>;
  sending: boolean;
  onSubmit: (values: BookingValues, honeypot: string) => void;
  /** Shown above the submit button: why the last attempt did not go through, say. */
  notice?: ReactNode;
}

/**
 * The appointment form, with the campus to visit: the browser checks each field
 * and the form's own checks (booking-checks.ts) join in as custom validity; errors are shown
 * inline. The controls keep their own values (uncontrolled), so whatever was typed or chosen
 * before the page hydrated is what the form sends; a submit pressed before then is held
 * (held-submit.ts) and goes through the same checks.
 */
export function BookingForm({ prefill, sending, onSubmit, notice }: BookingFormProps) {
  const bookingStrings = useWords('booking');
  const whenStrings = useWords('when');
  const site = useContent('site');
  const closures = useContent('closures');
  const rules = useMemo<BookingRules>(
    () => ({ site, closures, booking: bookingStrings, when: whenStrings }),
    [site, closures, bookingStrings, whenStrings],
  );
  // What the entry script writes a held booking out with, should the app not start: the page's words.
  const handoverWords = useMemo<HandoverWords>(
    () => ({
      labels: bookingStrings.summary,
      dateLocale: bookingStrings.outbox.dateLocale,
      campuses: Object.fromEntries(site.campuses.map((campus) => [campus.id, campus.name])),
    }),
    [bookingStrings, site],
  );
  const [errors, setErrors] = useState<BookingErrors>({});
  // The chosen day and campus, and when they were read: which times the day can take.
  const [visit, setVisit] = useState<Omit<VisitChoice, 'time'> & { now: number }>();
  const formRef = useRef<HTMLFormElement>(null);

  const readVisit = (form: HTMLFormElement) => {
    const { values } = readValues(form);
    setVisit({ date: values.date, campus: values.campus, now: Date.now() });
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (prefill) {
      for (const [field, value] of Object.entries(prefill)) {
        const control = form.elements.namedItem(field);
        const settable =
          control instanceof HTMLInputElement ||
          control instanceof HTMLSelectElement ||
          control instanceof HTMLTextAreaElement;
        // Never over what the visitor has already typed or chosen.
        if (settable && control.value === '' && value) control.value = value;
      }
    }
    // A day or campus chosen before hydration. A transition: rendering the whole form again in the
    // task that finishes hydrating made one long task on a slow phone.
    startTransition(() => readVisit(form));
  }, [prefill]);

  // A submit pressed before hydration, carried out now (through the same checks as any other).
  useEffect(() => {
    const form = formRef.current;
    return form ? onHeldSubmit(form, () => form.requestSubmit()) : undefined;
  }, []);

  const handleChange = (event: ChangeEvent<Control>) => {
    const { form, name } = event.currentTarget;
    if (!form) return;
    applyBookingChecks(form, rules);
    if (name === 'date' || name === 'campus') readVisit(form);
    // Once a field has shown an error, it follows the changes (a new day may clear the time's),
    // so the visitor sees it clear.
    setErrors((current) => {
      const next: BookingErrors = {};
      for (const field of Object.keys(current) as FieldName[])
        next[field] = currentError(form, field, bookingStrings);
      return next;
    });
  };

  const handleInvalid = (event: InvalidEvent<Control>) => {
    const { name, validity, validationMessage: custom } = event.currentTarget;
    const field = name as FieldName;
    setErrors((current) => ({
      ...current,
      [field]: validationMessage(field, validity, custom, bookingStrings),
    }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Everything typed before hydration too, and the clock as of this press.
    applyBookingChecks(form, rules);
    // checkValidity fires 'invalid' on each bad field (see handleInvalid); focus goes to the first
    // (a control: the campus's fieldset matches :invalid too, and takes no focus).
    if (!form.checkValidity()) {
      form.querySelector<HTMLElement>(':is(input, select, textarea):invalid')?.focus();
      return;
    }
    const { values, honeypot } = readValues(form);
    onSubmit(values, honeypot);
  };

  const controlProps = (field: FieldName) => ({
    name: field,
    defaultValue: '',
    onChange: handleChange,
    onInvalid: handleInvalid,
    // Only with an error: otherwise Field's own aria-describedby (the helper text) stays.
    ...(errors[field] !== undefined && {
      'aria-describedby': describedBy(field, fieldsWithHelp.includes(field)),
    }),
  });
  const timeUnavailable = (time: string) =>
    visit !== undefined && visitProblemOf({ ...visit, time }, visit.now, rules)?.field === 'time';

  return (
    <chakra.form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label={bookingStrings.booking.formLabel}
      position="relative"
      {...{ [holdsSubmitAttr]: '', [summaryWordsAttr]: JSON.stringify(handoverWords) }}
    >
      <Stack gap="5">
        <BookingField name="name" label={bookingStrings.booking.name} required error={errors.name}>
          <Input {...controlProps('name')} type="text" autoComplete="name" maxLength={maxLengths.name} />
        </BookingField>
        <BookingField name="email" label={bookingStrings.booking.email} required error={errors.email}>
          <Input {...controlProps('email')} type="email" autoComplete="email" maxLength={maxLengths.email} />
        </BookingField>
        <BookingField
          name="phone"
          label={bookingStrings.booking.phone}
          required
          error={errors.phone}
          helper={bookingStrings.errors.phoneExample}
        >
          <Input {...controlProps('phone')} type="tel" autoComplete="tel" maxLength={maxLengths.phone} />
        </BookingField>
        <CampusField error={errors.campus} onChange={handleChange} onInvalid={handleInvalid} />
        <BookingField
          name="date"
          label={bookingStrings.booking.date}
          required
          error={errors.date}
          helper={bookingStrings.booking.dateHelper}
        >
          <DateInput {...controlProps('date')} />
        </BookingField>
        <BookingField name="time" label={bookingStrings.booking.time} required error={errors.time}>
          <OptionSelect
            {...controlProps('time')}
            options={timeOptions}
            labelOf={whenStrings.when.clock}
            placeholder={bookingStrings.booking.selectTime}
            isUnavailable={timeUnavailable}
          />
        </BookingField>
        <BookingField
          name="interest"
          label={bookingStrings.booking.interest}
          required
          error={errors.interest}
        >
          <OptionSelect
            {...controlProps('interest')}
            options={interestOptions}
            labelOf={(option) => bookingStrings.interests[option as InterestOption]}
            placeholder={bookingStrings.booking.selectInterest}
          />
        </BookingField>
        <BookingField
          name="message"
          label={bookingStrings.booking.message}
          helper={bookingStrings.booking.optional}
          error={errors.message}
        >
          <Textarea {...controlProps('message')} rows={4} maxLength={maxLengths.message} />
        </BookingField>
        <HoneypotField />
        {notice}
        <noscript>
          <Text>
            {bookingStrings.booking.noScript} <ContactLinks />.
          </Text>
        </noscript>
        {/* Shown by the form's own state (set by the entry script), so it needs no re-render. */}
        <Text
          display="none"
          aria-live="polite"
          css={{ [`form[${submitPendingAttr}]:not([${appUnavailableAttr}]) &`]: { display: 'block' } }}
        >
          {bookingStrings.booking.pendingLoad}
        </Text>
        <Handover />
        <SubmitButton sending={sending} />
        <NotStarted />
      </Stack>
    </chakra.form>
  );
}

// The date input changes once the page has hydrated: its own component, so that only it
// re-renders then (the whole form took one long task on a slow phone).

/** The date input, which offers no past day once today is known. */
function DateInput(props: ComponentProps<typeof Input>) {
  const today = useToday();
  return <Input {...props} type="date" min={today} />;
}
