import { importWithRetry } from '../../chunks/import-with-retry';

/** The outbox, loaded on first use and retried like every chunk, so the form hydrates without it. */
export const loadOutbox = () => importWithRetry(() => import('./outbox/outbox'));
