/** The booking outbox as the page uses it: with worker-outbox.ts, the only way in from outside outbox/. */
import { checkEmailConfig } from '../../../config/env';
import { localeInfo, type Locale } from '../../../config/locales';
import { clock24, collegeTimeZone } from '../../../content/college-time';
import { twelveHourClock } from '../../../lib/twelve-hour-clock';
import { toE164 } from '../../../lib/phone-number';
import { campusEmailName } from '../campus-names';
import type { BookingValues } from '../booking-values';
import { expireOutbox, flushOutbox, forgetAccepted, publishOutboxEvent } from './flush-outbox';
import { backoffDelay, isWaitReasonKnown, REFUSED_KEEP_MS } from './outbox-policy';
import {
  deleteRecord,
  getRecord,
  isBookingParams,
  isOutboxAvailable,
  listQueued,
  listRecords,
  putRecord,
  updateRecord,
  type BookingParams,
  type BookingState,
  type OutboxRecord,
  type WaitReason,
} from './outbox-store';
import { failedSend, isEmailEndpoint, sendFromPage } from './send-booking';

export { subscribeOutbox } from './flush-outbox';
export { isOutboxAvailable, type BookingState } from './outbox-store';
export { prepareToSend } from './send-booking';
export { requestBackgroundSync } from './request-background-sync';

// The college works in Nairobi time whatever the visitor's phone is set to. Made on the first
// booking, not at start-up: a formatter with a time zone costs a phone about 15 ms to build.
let eastAfricaTime: Intl.DateTimeFormat | undefined;
const inEastAfricaTime = (date: Date) =>
  (eastAfricaTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: collegeTimeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })).format(date);

/** The EmailJS template params, the phone in E.164: staff call or WhatsApp it as it is. */
export function toBookingParams(values: BookingValues, reference: string, locale: Locale): BookingParams {
  const clock = clock24(values.time);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: toE164(values.phone) ?? values.phone.trim(),
    campus: campusEmailName(values.campus),
    date: values.date,
    time: clock === undefined ? values.time.trim() : twelveHourClock(clock),
    interest: values.interest,
    message: values.message.trim(),
    reference,
    requested_at: `${inEastAfricaTime(new Date())} EAT`,
    language: localeInfo[locale].name,
  };
}

/** Stores a new booking as queued; before its first send, so it survives a closed tab. */
export async function enqueueBooking(params: BookingParams, now = Date.now()): Promise<void> {
  forgetAccepted(params.reference);
  await putRecord({ reference: params.reference, params, createdAt: now, attempts: 0, status: 'queued' });
}

/** Where a booking stands now; no record means sent (a 2xx is the only thing that removes a queued one). */
export async function bookingState(reference: string): Promise<BookingState> {
  return (await getRecord(reference))?.status ?? 'sent';
}

let timer: ReturnType<typeof setTimeout> | undefined;
// When the timer fires (epoch ms): a retry asked for sooner replaces it, a later one does not.
let retryDueAt = Infinity;
let started = false;
// This page's Content-Security-Policy refused a send: every retry from this page load would be too.
// The bookings stay queued for a later page load, another tab or the service worker.
let blockedByPolicy = false;

/** Ends this page's retries, with one log, when its Content-Security-Policy refuses the EmailJS endpoint. */
function watchPolicy(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    if (blockedByPolicy || !isEmailEndpoint(event.blockedURI)) return;
    blockedByPolicy = true;
    cancelRetry();
    console.error(
      `Error sending email: this page's Content-Security-Policy (${event.effectiveDirective}) refuses ` +
        `${event.blockedURI}; bookings stay on this device, and this page will not retry them`,
      event.originalPolicy,
    );
    // The notices say why they wait now.
    void listQueued()
      .then((queued) => queued.forEach(({ reference }) => publishOutboxEvent({ type: 'queued', reference })))
      .catch(() => undefined);
  });
}

function cancelRetry(): void {
  clearTimeout(timer);
  retryDueAt = Infinity;
}

/** Retries after the backoff, unless due sooner: a round's backoff must not push out an 'online' retry. */
function scheduleRetry(attempts: number): void {
  if (blockedByPolicy) return;
  const delay = backoffDelay(attempts);
  if (Date.now() + delay >= retryDueAt) return;
  cancelRetry();
  retryDueAt = Date.now() + delay;
  // retryQueuedBookings cancels this timer first thing, so a retry asked for during it stands.
  timer = setTimeout(() => void retryQueuedBookings().catch(() => scheduleRetry(attempts + 1)), delay);
}

/** Sends queued bookings now, unless another tab or the service worker is already at it. */
export async function retryQueuedBookings(): Promise<void> {
  cancelRetry();
  if (blockedByPolicy || !(await isOutboxAvailable())) return;
  // Nothing queued: no lock to take (the SDK is loaded only by a send).
  if ((await listQueued()).length === 0) return;
  const report = await flushOutbox(sendFromPage, { wait: false });
  if (!report.ran) {
    // Someone else holds the lock and may have listed the outbox before our newest booking.
    scheduleRetry(1);
  } else if (report.queued.length > 0) {
    // A booking sent this round says the service answers: the failed ones go again soon. Otherwise the
    // least-tried sets the pace, so one failing on its own does not push a newer one out to the cap.
    scheduleRetry(
      report.sent.length > 0 ? 1 : Math.min(...report.queued.map((item) => Math.max(1, item.attempts))),
    );
  }
}

/** The page's side of the outbox, once per load; the backoff timer is for a recovery no event announces. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  checkEmailConfig();
  watchPolicy();
  const retry = () =>
    retryQueuedBookings().catch((error: unknown) => {
      // IndexedDB can fail (storage evicted, quota); the records that exist are kept for next time.
      console.error('Error sending email: the booking outbox could not be read', error);
    });
  void isOutboxAvailable()
    .then(async (available) => {
      if (!available) return;
      await expireOutbox().catch(() => undefined);
      window.addEventListener('online', () => void retry());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void retry();
      });
      await retry();
    })
    // The end-to-end tests wait for this before they check that nothing (more) was sent.
    .finally(() => {
      document.documentElement.dataset.outbox = 'started';
    });
}

/** Stores a new booking, then sends it: stored first, so a closed tab or lost connection never loses it. */
export async function submitToOutbox(params: BookingParams): Promise<BookingState> {
  const { reference } = params;
  await enqueueBooking(params);
  // Kept from here on: a flush that fails leaves it queued for the retries. Saying otherwise would have
  // the visitor type it again, a second booking.
  const state = await flushOutbox(sendFromPage, { wait: true }).then(
    // Accepted is sent even if its record could not be removed; otherwise the record says.
    async (report) => (report.sent.includes(reference) ? 'sent' : await bookingState(reference)),
    (error: unknown) => {
      console.error(`Error sending email (${reference}, kept to retry): the outbox failed`, error);
      return 'queued' as const;
    },
  );
  if (state === 'queued') {
    publishOutboxEvent({ type: 'queued', reference });
    scheduleRetry(1);
  }
  return state;
}

/** Sends where no outbox can keep it; 'unsent': a transient failure, not kept, for the visitor to retry. */
export async function sendWithoutOutbox(params: BookingParams): Promise<'sent' | 'refused' | 'unsent'> {
  try {
    await sendFromPage(params);
    return 'sent';
  } catch (error) {
    return failedSend(params.reference, error).kind === 'permanent' ? 'refused' : 'unsent';
  }
}

/** A booking EmailJS refused for good, as its visitor is shown it. */
export interface RefusedBooking {
  reference: string;
  /** As stored: the campus by the English name the e-mail carries (the page finds its id). */
  values: BookingValues;
  /** Epoch ms of the refusal. */
  refusedAt: number;
  dismissed: boolean;
}

/** A booking still to be sent, as the notices name it (and a hand-over by SMS writes it). */
export interface QueuedBooking {
  reference: string;
  name: string;
  /** As stored: the English name the e-mail carries (the page finds its id). */
  campus: string;
  date: string;
  /** As the e-mail carries it, e.g. "10:00 AM". */
  time: string;
  interest: string;
}

/** What the outbox holds, as the notices show it: bookings queued, and bookings refused. */
export interface OutboxContents {
  queued: QueuedBooking[];
  refused: RefusedBooking[];
  /** Undefined when nothing is queued, or before the reason is known (outbox-policy.ts). */
  waitReason: WaitReason | undefined;
}

// A damaged record (refused for that, or queued to be) still gets its notice, with no details.
const detailsOf = (record: OutboxRecord): Partial<BookingParams> =>
  isBookingParams(record.params) ? record.params : {};

/** Bookings queued, and bookings refused (not yet expired), oldest first. */
export async function readOutbox(now = Date.now()): Promise<OutboxContents> {
  const contents: OutboxContents = { queued: [], refused: [], waitReason: undefined };
  const records = await listRecords();
  // The oldest booking is tried first in every round, so its reason is the freshest.
  const known = records.find((record) => record.status === 'queued' && isWaitReasonKnown(record, now));
  for (const record of records) {
    const { name = '', email = '', phone = '', campus = '', date = '' } = detailsOf(record);
    const { time = '', interest = '', message = '' } = detailsOf(record);
    if (record.status === 'queued') {
      contents.queued.push({ reference: record.reference, name, campus, date, time, interest });
    } else if (now - record.refusedAt < REFUSED_KEEP_MS) {
      contents.refused.push({
        reference: record.reference,
        values: { name, email, phone, campus, date, time, interest, message },
        refusedAt: record.refusedAt,
        dismissed: record.dismissed === true,
      });
    }
  }
  if (contents.queued.length > 0) {
    contents.waitReason = blockedByPolicy ? 'service-misconfigured' : known?.waitReason;
  }
  return contents;
}

/** Removes a refused booking from the device, at its visitor's request (a queued one is still to be sent). */
export async function removeRefusedBooking(reference: string): Promise<void> {
  if ((await getRecord(reference))?.status !== 'refused') return;
  await deleteRecord(reference);
  publishOutboxEvent({ type: 'changed', reference });
}

/** Hides a refused booking's notice on every page; the booking stays until it expires or is removed. */
export async function dismissRefusedBooking(reference: string): Promise<void> {
  await updateRecord(reference, (old) => (old.status === 'refused' ? { ...old, dismissed: true } : old));
  publishOutboxEvent({ type: 'changed', reference });
}
