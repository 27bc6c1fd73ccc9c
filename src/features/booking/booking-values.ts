import { toE164 } from '../../lib/phone-number';
import { formatRequestedAt, type BookingParams } from './outbox/booking-params';

/**
 * The booking form's fields (spec section 5), as the visitor typed or chose them. A type alias,
 * not an interface, so it fits the SDK's Record<string, unknown> template params.
 */
export type BookingValues = {
  name: string;
  email: string;
  phone: string;
  /** The campus to visit, by its name in content/site.yml. */
  campus: string;
  date: string;
  time: string;
  interest: string;
  message: string;
};

export type BookingField = keyof BookingValues;

export const emptyBookingValues: BookingValues = {
  name: '',
  email: '',
  phone: '',
  campus: '',
  date: '',
  time: '',
  interest: '',
  message: '',
};

// Generous for real names, numbers and notes; short enough that a paste of junk is cut off.
export const maxLengths = { name: 100, email: 254, phone: 20, message: 1000 } as const;

/**
 * The EmailJS template params for a submission: trimmed text (the phone in E.164, so staff can
 * call it or find it on WhatsApp as it is), its reference and when it was made.
 */
export function toBookingParams(values: BookingValues, reference: string, now = Date.now()): BookingParams {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: toE164(values.phone) ?? values.phone.trim(),
    campus: values.campus,
    date: values.date,
    time: values.time,
    interest: values.interest,
    message: values.message.trim(),
    reference,
    requested_at: formatRequestedAt(now),
  };
}
