import { OUTBOX_CHANNEL_NAME } from './outbox-names';

/** What happened to a booking: told to this context's listeners and, over BroadcastChannel, to other tabs and the service worker. */
export interface OutboxEvent {
  type: 'queued' | 'sent' | 'failed';
  reference: string;
}

type Listener = (event: OutboxEvent) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

const isOutboxEvent = (data: unknown): data is OutboxEvent => {
  if (typeof data !== 'object' || data === null) return false;
  const { type, reference } = data as Record<string, unknown>;
  return (type === 'queued' || type === 'sent' || type === 'failed') && typeof reference === 'string';
};

// One channel object per context: it both posts and listens. A BroadcastChannel never receives its
// own messages, so this context's listeners are told directly instead.
function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL_NAME) : null;
  channel?.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    if (isOutboxEvent(data)) notify(data);
  });
  return channel;
}

function notify(event: OutboxEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/** Tells this context and every other tab and worker what happened to a booking. */
export function publishOutboxEvent(event: OutboxEvent): void {
  getChannel()?.postMessage({ type: event.type, reference: event.reference });
  notify(event);
}

/** Calls `listener` for every outbox event from any context; returns the unsubscribe function. */
export function subscribeOutboxEvents(listener: Listener): () => void {
  getChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
