import { localeInfo, type Locale } from '../../../config/locales';
import { clock24 } from '../../../content/college-time';
import { twelveHourClock } from '../../../lib/twelve-hour-clock';
import { toE164 } from '../../../lib/phone-number';
import { campusEmailName } from '../campus-names';
import type { BookingValues } from '../booking-values';
import { formatRequestedAt, type BookingParams } from './booking-params';

// Apart from booking-params.ts, which the service worker's bundle holds too: only a page makes a
// booking, and only a page's build serves the campuses' names (virtual:content/campus-names).

/**
 * The EmailJS template params for a submission: trimmed text (the phone in E.164, so staff can call
 * it or find it on WhatsApp as it is; the campus by the English name staff know it by, not the
 * form's id; the time as "10:00 AM", the brief's own words), its reference, when it was made, and the language of the page it was made on.
 */
export function toBookingParams(
  values: BookingValues,
  reference: string,
  locale: Locale,
  now = Date.now(),
): BookingParams {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: toE164(values.phone) ?? values.phone.trim(),
    campus: campusEmailName(values.campus),
    date: values.date,
    time: emailTime(values.time),
    interest: values.interest,
    message: values.message.trim(),
    reference,
    requested_at: formatRequestedAt(now),
    language: localeInfo[locale].name,
  };
}

/** A time as the e-mail writes it, whatever language the form was in: "10:00" -> "10:00 AM". */
function emailTime(time: string): string {
  const clock = clock24(time);
  return clock === undefined ? time.trim() : twelveHourClock(clock);
}
