// Placeholder: the booking feature replaces this with the Background Sync handler.
/** Registers the service worker's handler that sends queued bookings. */
export function registerBookingSync(): void {}
