import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type InvalidEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { useClientValue } from '../../../components/use-client-value';
import { interestOptions, timeOptions, type InterestOption } from '../../../content/booking-options';
import { collegeDate } from '../../../content/college-time';
import { ContactLinks } from '../booking-contact-links';
import { BookingStyles, inputClass } from '../booking-styles';
import { maxLengths, type BookingFieldName as FieldName, type BookingValues } from '../booking-values';
import { applyBookingChecks, visitProblemOf, type BookingRules, type VisitChoice } from './booking-checks';
import { BookingField, type FieldControl } from './booking-field';
import { currentError, validationMessage, type BookingErrors } from './booking-validation';
import { CampusField } from './campus-field';
import { Handover, NotStarted, SubmitButton } from './form-fallbacks';
import { holdsSubmitAttr, onHeldSubmit, summaryWordsAttr, type HandoverWords } from './held-submit';
import { HoneypotField } from './honeypot-field';
import { OptionSelect } from './option-select';
import { readValues, type Control } from './read-values';
import { useContent } from '../../../locale/use-content';
import { useWords } from '../../../locale/use-words';

/** The date input, with no past day once today is known; its own component, so only it re-renders then. */
function DateInput(props: ComponentProps<'input'>) {
  // Today in Nairobi after hydration: the prerendered page cannot know it.
  const today = useClientValue(() => collegeDate(Date.now()), undefined);
  return <input className={inputClass} {...props} type="date" min={today} />;
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
 * The appointment form: the browser's checks, and booking-checks.ts's as custom validity. Uncontrolled,
 * so what was typed before hydration is sent; a submit pressed before then is held (held-submit.ts).
 */
export function BookingForm({ prefill, sending, onSubmit, notice }: BookingFormProps) {
  const bookingWords = useWords('booking');
  const whenWords = useWords('when');
  const site = useContent('site');
  const closures = useContent('closures');
  const rules = useMemo<BookingRules>(
    () => ({ site, closures, booking: bookingWords, when: whenWords }),
    [site, closures, bookingWords, whenWords],
  );
  // What the entry script writes a held booking out with, should the app not start: the page's words.
  const handoverWords = useMemo<HandoverWords>(
    () => ({
      labels: bookingWords.summary,
      dateLocale: bookingWords.outbox.dateLocale,
      campuses: Object.fromEntries(site.campuses.map((campus) => [campus.id, campus.name])),
    }),
    [bookingWords, site],
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
    for (const [field, value] of Object.entries(prefill ?? {})) {
      const control = form.querySelector<Control>(`[name="${field}"]`);
      // Never over what the visitor has already typed or chosen.
      if (control && control.value === '' && value) control.value = value;
    }
    // A day chosen before hydration limits the times (with none, all are open, as rendered). In a
    // transition: rendering the form again in the task that ends hydration made a long task on a phone.
    if (readValues(form).values.date) startTransition(() => readVisit(form));
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
    // A field that has shown an error follows the changes (a new day may clear the time's).
    setErrors((current) => {
      const next: BookingErrors = {};
      for (const field of Object.keys(current) as FieldName[])
        next[field] = currentError(form, field, bookingWords);
      return next;
    });
  };

  const handleInvalid = (event: InvalidEvent<Control>) => {
    const { name, validity, validationMessage: custom } = event.currentTarget;
    setErrors((current) => ({
      ...current,
      [name]: validationMessage(name as FieldName, validity, custom, bookingWords),
    }));
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
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
  });
  const textInput =
    (name: 'name' | 'email' | 'phone', type: string, autoComplete: string) => (field: FieldControl) => (
      <input
        {...field}
        {...controlProps(name)}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLengths[name]}
        className={inputClass}
      />
    );
  const timeUnavailable = (time: string) =>
    visit !== undefined && visitProblemOf({ ...visit, time }, visit.now, rules)?.field === 'time';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label={bookingWords.booking.formLabel}
      className="booking-form"
      {...{ [holdsSubmitAttr]: '', [summaryWordsAttr]: JSON.stringify(handoverWords) }}
    >
      <BookingStyles />
      <div className="booking-fields">
        <BookingField name="name" label={bookingWords.booking.name} required error={errors.name}>
          {textInput('name', 'text', 'name')}
        </BookingField>
        <BookingField name="email" label={bookingWords.booking.email} required error={errors.email}>
          {textInput('email', 'email', 'email')}
        </BookingField>
        <BookingField
          name="phone"
          label={bookingWords.booking.phone}
          required
          error={errors.phone}
          helper={bookingWords.errors.phoneExample}
        >
          {textInput('phone', 'tel', 'tel')}
        </BookingField>
        <CampusField error={errors.campus} onChange={handleChange} onInvalid={handleInvalid} />
        <BookingField
          name="date"
          label={bookingWords.booking.date}
          required
          error={errors.date}
          helper={bookingWords.booking.dateHelper}
        >
          {(field) => <DateInput {...field} {...controlProps('date')} />}
        </BookingField>
        <BookingField name="time" label={bookingWords.booking.time} required error={errors.time}>
          {(field) => (
            <OptionSelect
              {...field}
              {...controlProps('time')}
              options={timeOptions}
              labelOf={whenWords.when.clock}
              placeholder={bookingWords.booking.selectTime}
              isUnavailable={timeUnavailable}
            />
          )}
        </BookingField>
        <BookingField name="interest" label={bookingWords.booking.interest} required error={errors.interest}>
          {(field) => (
            <OptionSelect
              {...field}
              {...controlProps('interest')}
              options={interestOptions}
              labelOf={(option) => bookingWords.interests[option as InterestOption]}
              placeholder={bookingWords.booking.selectInterest}
            />
          )}
        </BookingField>
        <BookingField
          name="message"
          label={bookingWords.booking.message}
          helper={bookingWords.booking.optional}
          error={errors.message}
        >
          {(field) => (
            <textarea
              {...field}
              {...controlProps('message')}
              rows={4}
              maxLength={maxLengths.message}
              className={inputClass}
            />
          )}
        </BookingField>
        <HoneypotField />
        {notice}
        <noscript>
          <p>
            {bookingWords.booking.noScript} <ContactLinks inNoscript />.
          </p>
        </noscript>
        {/* Shown by the form's own state (set by the entry script), so it needs no re-render. */}
        <p aria-live="polite" className="booking-pending">
          {bookingWords.booking.pendingLoad}
        </p>
        <Handover />
        <SubmitButton sending={sending} />
        <NotStarted />
      </div>
    </form>
  );
}
