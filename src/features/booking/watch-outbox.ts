import { checkEmailConfig } from '../../config/env';
import { listPending } from './outbox/outbox-db';
import { subscribeOutboxEvents, type OutboxEvent } from './outbox/outbox-events';
import { isOutboxAvailable, startOutboxRetries } from './outbox-retries';

/** The outbox as the indicator sees it: references still waiting, and the event that changed it. */
export interface OutboxSnapshot {
  waiting: string[];
  event?: OutboxEvent;
}

/**
 * Loaded after the first paint on every page (OutboxStatus imports it lazily): checks the EmailJS
 * configuration, starts the retries, and reports the waiting bookings now and after every change.
 * Returns the function that stops the reports.
 */
export function watchOutbox(onChange: (snapshot: OutboxSnapshot) => void): () => void {
  checkEmailConfig();
  let stopped = false;
  let unsubscribe = () => {};

  const report = (event?: OutboxEvent) =>
    void listPending().then(
      (records) => {
        if (!stopped) onChange({ waiting: records.map((record) => record.reference), event });
      },
      () => {},
    );

  void isOutboxAvailable().then((available) => {
    if (!available || stopped) return;
    startOutboxRetries();
    unsubscribe = subscribeOutboxEvents(report);
    report();
  });

  return () => {
    stopped = true;
    unsubscribe();
  };
}
