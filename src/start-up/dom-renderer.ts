// A module of the site's own, so the entry can fetch it ahead: importing the package there tied the
// entry to the bundler's CommonJS helper chunk, and an entry that cannot run loses held bookings.
export { hydrateRoot } from 'react-dom/client';
