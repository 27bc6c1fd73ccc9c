import { OUTBOX_CHANNEL_NAME } from './outbox-names';

/**
 * What happened to a booking: told to this context's listeners and, over BroadcastChannel, to
 * other tabs and the service worker. 'changed': removed or dismissed by its visitor, or expired.
 */
export interface OutboxEvent {
  type: 'queued' | 'sent' | 'failed' | 'changed';
  reference: string;
  /** On 'sent': the preferred date had passed when it went (the college will call to agree a new one). */
  late?: boolean;
}

type Listener = (event: OutboxEvent) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

const eventTypes: readonly string[] = ['queued', 'sent', 'failed', 'changed'] satisfies OutboxEvent['type'][];

const isOutboxEvent = (data: unknown): data is OutboxEvent => {
  if (typeof data !== 'object' || data === null) return false;
  const { type, reference, late } = data as Record<string, unknown>;
  return (
    typeof type === 'string' &&
    eventTypes.includes(type) &&
    typeof reference === 'string' &&
    (late === undefined || typeof late === 'boolean')
  );
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
  const message: OutboxEvent = { type: event.type, reference: event.reference };
  if (event.late !== undefined) message.late = event.late;
  getChannel()?.postMessage(message);
  notify(message);
}

/** Calls `listener` for every outbox event from any context; returns the unsubscribe function. */
export function subscribeOutboxEvents(listener: Listener): () => void {
  getChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
