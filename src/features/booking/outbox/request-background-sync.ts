import { OUTBOX_SYNC_TAG } from './outbox-store';

// Background Sync is not in TypeScript's DOM types (Chromium-only so far).
type RegistrationWithSync = ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } };
// A check, not a cast: lint's program sees workbox-background-sync's global types, which say it is always there.
const hasSync = (registration: ServiceWorkerRegistration): registration is RegistrationWithSync =>
  'sync' in registration;

/** Asks the worker to send waiting bookings, even with no tab open; false if it cannot (the page retries). */
export async function requestBackgroundSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.active || !hasSync(registration)) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
