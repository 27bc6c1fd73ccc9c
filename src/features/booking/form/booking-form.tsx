import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type InvalidEvent,
  type ReactNode,
} from 'react';
import { Box, Button, chakra, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useHydrated } from '../../../components/use-client-value';
import { interestOptions, timeOptions } from '../../../content/booking-options';
import { site } from '../../../content/site';
import { emailHref, phoneHref, whatsappHref } from '../../../lib/contact-links';
import { BookingField } from './booking-field';
import { ContactLinks } from '../booking-outcome';
import { describedBy, flagBlankText, validationMessage, type BookingErrors } from './booking-validation';
import {
  emptyBookingValues,
  maxLengths,
  type BookingFieldName as FieldName,
  type BookingValues,
} from '../booking-values';
import {
  appUnavailableAttr,
  handoverBaseAttr,
  handoverParamAttr,
  holdsSubmitAttr,
  onHeldSubmit,
  submitButtonAttr,
  submitPendingAttr,
} from './held-submit';
import { HoneypotField, honeypotName } from './honeypot-field';
import { OptionSelect } from './option-select';
import { useToday } from './use-today';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldNames = Object.keys(emptyBookingValues) as FieldName[];

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

interface BookingFormProps {
  /** Filled into fields the visitor has left empty (from a course or event link's query). */
  prefill?: Partial<BookingValues>;
  sending: boolean;
  onSubmit: (values: BookingValues, honeypot: string) => void;
  /** Shown above the submit button: why the last attempt did not go through, say. */
  notice?: ReactNode;
}

/**
 * The appointment form of spec section 5: the browser checks each field, errors are shown inline.
 * The controls keep their own values (uncontrolled), so whatever was typed or chosen before the
 * page hydrated is what the form sends; a submit pressed before then is held (held-submit.ts).
 */
export function BookingForm({ prefill, sending, onSubmit, notice }: BookingFormProps) {
  const [errors, setErrors] = useState<BookingErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !prefill) return;
    for (const [field, value] of Object.entries(prefill)) {
      const control = form.elements.namedItem(field);
      const settable =
        control instanceof HTMLInputElement ||
        control instanceof HTMLSelectElement ||
        control instanceof HTMLTextAreaElement;
      // Never over what the visitor has already typed or chosen.
      if (settable && control.value === '' && value) control.value = value;
    }
  }, [prefill]);

  // A submit pressed before hydration, carried out now (through the same checks as any other).
  useEffect(() => {
    const form = formRef.current;
    return form ? onHeldSubmit(form, () => form.requestSubmit()) : undefined;
  }, []);

  const handleChange = (event: ChangeEvent<Control>) => {
    const control = event.currentTarget;
    const field = control.name as FieldName;
    if (!(control instanceof HTMLSelectElement)) flagBlankText(control);
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
    // Text typed before hydration has not been through handleChange.
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      '[name]:is(input, textarea)',
    )) {
      flagBlankText(control);
    }
    // checkValidity fires 'invalid' on each bad field (see handleInvalid); focus goes to the first.
    if (!form.checkValidity()) {
      form.querySelector<HTMLElement>(':invalid')?.focus();
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
    ...(errors[field] !== undefined && { 'aria-describedby': describedBy(field, field === 'message') }),
  });

  return (
    <chakra.form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Appointment request"
      position="relative"
      {...{ [holdsSubmitAttr]: '' }}
    >
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
        <HoneypotField />
        {notice}
        <noscript>
          <Text>
            Sending this form needs JavaScript, which is off in this browser. To book, please <ContactLinks />
            .
          </Text>
        </noscript>
        {/* Shown by the form's own state (set by the entry script), so it needs no re-render. */}
        <Text
          display="none"
          aria-live="polite"
          css={{ [`form[${submitPendingAttr}]:not([${appUnavailableAttr}]) &`]: { display: 'block' } }}
        >
          Your request will be sent as soon as this page has finished loading.
        </Text>
        <Handover />
        <SubmitButton sending={sending} />
        <NotStarted />
      </Stack>
    </chakra.form>
  );
}

/** A link that carries the booking, filled in by the entry script from the fields (held-submit.ts). */
function HandoverLink({ href, param, children }: { href: string; param: string; children: ReactNode }) {
  return (
    <Link href={href} {...{ [handoverParamAttr]: param, [handoverBaseAttr]: href }}>
      {children}
    </Link>
  );
}

/**
 * What a held submit turns into when the app cannot carry it out: the page's scripts did not load
 * within about 10 s of the press, or not at all. Prerendered and hidden: the entry script shows it
 * by the form's state and fills its links, since none of the app's code may have arrived.
 */
function Handover() {
  const shownWhen = (value?: string) =>
    value ? `form[${appUnavailableAttr}="${value}"] &` : `form[${appUnavailableAttr}] &`;
  return (
    <Box
      display="none"
      role="alert"
      borderWidth="1px"
      borderColor="orange.500"
      bg="orange.50"
      rounded="md"
      p="4"
      css={{ [shownWhen()]: { display: 'block' } }}
    >
      <Stack gap="3">
        <Text>
          This page could not finish loading, so your request has not been sent. Everything you typed is still
          here.
        </Text>
        <Text display="none" css={{ [shownWhen('slow')]: { display: 'block' } }}>
          If the page does finish loading, your request will be sent from here.
        </Text>
        <Text>You can send it to us yourself instead:</Text>
        <Stack as="ul" gap="2" listStyle="none">
          <li>
            <Link href={phoneHref()}>Call {site.phone.display}</Link>
          </li>
          <li>
            <HandoverLink href={emailHref({ subject: 'Appointment request' })} param="body">
              E-mail your request to {site.email}
            </HandoverLink>
          </li>
          <li>
            <HandoverLink href={whatsappHref()} param="text">
              Send your request on WhatsApp
            </HandoverLink>
          </li>
        </Stack>
      </Stack>
    </Box>
  );
}

// The two parts of the form that change once the page has hydrated, each its own component so
// that only it re-renders then (the whole form took one long task on a slow phone).

/** The date input, which offers no past day once today is known. */
function DateInput(props: ComponentProps<typeof Input>) {
  const today = useToday();
  return <Input {...props} type="date" min={today} />;
}

/** The note Book Appointment opens by itself when nothing on the page can take the press. */
const notStartedId = 'booking-not-started';

/**
 * A plain button until hydrated, so the browser never submits the form by itself (which would
 * put the visitor's details in the URL); a press then is held for the app (held-submit.ts). Until
 * then it also names the not-started note, which the browser opens on a press the entry script
 * did not take (held-submit.ts cancels the click, and with it the note, when it does).
 */
function SubmitButton({ sending }: { sending: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button
      type={hydrated ? 'submit' : 'button'}
      popoverTarget={hydrated ? undefined : notStartedId}
      colorPalette="brand"
      size="lg"
      alignSelf="flex-start"
      disabled={sending}
      {...{ [submitButtonAttr]: '' }}
    >
      {sending ? 'Sending…' : 'Book Appointment'}
    </Button>
  );
}

/**
 * Book Appointment pressed with nothing on the page to take it: JavaScript is off, or the entry
 * script (the one in the HTML, which holds an early press for the app) has not run, because it
 * is still on its way or failed to load. The button opens this itself (a popover: no script), so
 * the press is never met with silence, and the visitor is told how to book without the page.
 */
function NotStarted() {
  return (
    <Box
      id={notStartedId}
      popover="auto"
      role="alert"
      // The browser's own centring of a popover (margin: auto), which the CSS reset takes away.
      m="auto"
      maxW="min(32rem, calc(100vw - 2rem))"
      p="5"
      borderWidth="1px"
      borderColor="orange.500"
      bg="orange.50"
      color="fg"
      rounded="md"
      boxShadow="lg"
    >
      <Stack gap="3" alignItems="flex-start">
        <Text>
          Your request has not been sent: this page has not finished loading (or JavaScript is off in this
          browser), so it cannot send it yet. Everything you typed is still here.
        </Text>
        <Text>
          Press Book Appointment again in a moment, or book with us directly: <ContactLinks />.
        </Text>
        <Button popoverTarget={notStartedId} popoverTargetAction="hide" variant="outline" size="sm">
          Close
        </Button>
      </Stack>
    </Box>
  );
}
