import { importWithRetry } from '../../chunks/import-with-retry';

/**
 * The outbox (./outbox/outbox.ts), loaded on first use, retried like every chunk: on the booking
 * page's first load the form hydrates without it, and it comes just after, before anyone can have
 * filled the form in. The form, the shell and start-on-demand reach it this way (the outbox notices,
 * which load after the app has hydrated, import it).
 */
export const loadOutbox = () => importWithRetry(() => import('./outbox/outbox'));
