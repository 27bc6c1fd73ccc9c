/**
 * Names the page and the service worker share: both open the same database, take the same lock,
 * talk on the same channel and use the same sync tag, so they act as one outbox.
 */

/** IndexedDB database holding bookings not yet accepted by EmailJS. */
export const OUTBOX_DB_NAME = 'kilele-booking-outbox';
/** Its one object store, keyed by booking reference. */
export const OUTBOX_STORE_NAME = 'bookings';
/** Web Lock held while sending, so one tab (or the service worker) sends at a time. */
export const OUTBOX_LOCK_NAME = 'kilele-booking-outbox';
/** BroadcastChannel on which tabs and the service worker say what happened to a booking. */
export const OUTBOX_CHANNEL_NAME = 'kilele-booking-outbox';
/** Background Sync tag the page registers when a booking is queued. */
export const OUTBOX_SYNC_TAG = 'kilele-booking-outbox';
/**
 * Separate database for the time of the last send, so the bookings store holds only bookings (its
 * emptiness means nothing waits) and the pages and the worker read one shared clock for pacing.
 */
export const OUTBOX_PACE_DB_NAME = 'kilele-booking-outbox-pace';
/** Its one object store, holding the last-send timestamp. */
export const OUTBOX_PACE_STORE_NAME = 'pace';
