// React's DOM renderer as the booking form's island loads it: a module of the site's own, so that
// the entry script can fetch it ahead. An import() of the package there made the entry depend on
// the bundler's CommonJS helper chunk, and a page whose entry cannot run loses its held bookings.
export { hydrateRoot } from 'react-dom/client';
