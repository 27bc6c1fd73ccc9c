import { readBookingState, type BookingState } from './booking-state';
import { OUTBOX_CHANNEL_NAME } from './outbox-names';

/**
 * What happened to a booking: told to this context's listeners and, over BroadcastChannel, to
 * other tabs and the service worker. The state it entered, or 'changed': a refused booking removed
 * or dismissed by its visitor, or expired.
 */
export interface OutboxEvent {
  type: BookingState | 'changed';
  reference: string;
  /** On 'sent': the preferred date had passed when it went (the college will call to agree a new one). */
  late?: boolean;
}

type Listener = (event: OutboxEvent) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

/** A message from another context as an event under today's names (an older tab says 'failed'). */
export function readOutboxEvent(data: unknown): OutboxEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, reference, late } = data as Record<string, unknown>;
  const known = type === 'changed' ? type : readBookingState(type);
  if (!known || typeof reference !== 'string') return undefined;
  if (late !== undefined && typeof late !== 'boolean') return undefined;
  return late === undefined ? { type: known, reference } : { type: known, reference, late };
}

// One channel object per context: it both posts and listens. A BroadcastChannel never receives its
// own messages, so this context's listeners are told directly instead.
function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL_NAME) : null;
  channel?.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    const event = readOutboxEvent(data);
    if (event) notify(event);
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
