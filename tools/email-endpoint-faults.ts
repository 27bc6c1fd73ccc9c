import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * How the endpoint treats one valid send request under the soak's fault injection. "Recorded" means
 * stored, as EmailJS would have e-mailed the college.
 * - ok: recorded, 200. slow: recorded, 200 after `slowMs` (within the client's timeout).
 * - server-error, unavailable, rate-limited, bad-request: not recorded; 500, 503, 429, 400.
 * - reset: not recorded; the connection is destroyed without an answer.
 * - hang: recorded on arrival, 200 only after `hangMs` (past the client's timeout): it landed,
 *   but the client gave up first.
 * - answer-lost: recorded, then the connection is destroyed: accepted, but the client never hears.
 */
export const endpointFaults = [
  'ok',
  'slow',
  'server-error',
  'unavailable',
  'rate-limited',
  'bad-request',
  'reset',
  'hang',
  'answer-lost',
] as const;
export type EndpointFault = (typeof endpointFaults)[number];

/** One send request as the endpoint saw it under fault injection; updated in place as it ends. */
export interface EndpointRequest {
  /** template_params.reference, or '' when absent. */
  reference: string;
  params: Record<string, unknown>;
  /** The Referer header: which page (or the service worker's script) sent it. */
  referer: string;
  /** Epoch ms when the request arrived (before its body was read). */
  arrivedAt: number;
  fault: EndpointFault;
  /** Epoch ms when the booking was stored; absent when this request was not recorded. */
  recordedAt?: number;
  /** How the exchange ended: an answer with its status, the endpoint cut it, or the client left first. */
  end?: { at: number; how: 'answered' | 'destroyed' | 'client-closed'; status?: number };
}

/** The soak's control over the endpoint: which fault each request gets, and a log of every request. */
export interface FaultInjection {
  choose: (params: Record<string, unknown>) => EndpointFault;
  hangMs: number;
  slowMs: number;
  /** Called once per valid send request, as it arrives; the object is then updated as it ends. */
  log: (request: EndpointRequest) => void;
}

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  fields: Record<string, unknown>;
  arrivedAt: number;
  store: (extra?: Record<string, unknown>) => Promise<boolean>;
  /** Answers with a status and a text body (CORS headers included). */
  reply: (status: number, text: string) => void;
}

const faultAnswers = {
  'server-error': [500, 'Internal server error'],
  unavailable: [503, 'Service unavailable'],
  'rate-limited': [429, 'Too many requests'],
  'bad-request': [400, 'The request was refused (injected fault)'],
} satisfies Partial<Record<EndpointFault, [number, string]>>;

/** Answers one valid send request with the fault the soak chose for it, logging what happened. */
export async function injectFault(
  faults: FaultInjection,
  { req, res, fields, arrivedAt, store, reply }: Exchange,
): Promise<void> {
  // An object or absent: the endpoint refused any other body.
  const params = (fields.template_params ?? {}) as Record<string, unknown>;
  const fault = faults.choose(params);
  const entry: EndpointRequest = {
    reference: typeof params.reference === 'string' ? params.reference : '',
    params,
    referer: req.headers.referer ?? '',
    arrivedAt,
    fault,
  };
  faults.log(entry);
  res.on('close', () => {
    if (!entry.end) entry.end = { at: Date.now(), how: res.writableFinished ? 'answered' : 'client-closed' };
    if (entry.end.how === 'answered') entry.end.status = res.statusCode;
  });
  const answer = (status: number, text: string) => {
    if (res.destroyed) return;
    reply(status, text);
    entry.end = { at: Date.now(), how: 'answered', status };
  };
  const cut = () => {
    entry.end = { at: Date.now(), how: 'destroyed' };
    req.socket.destroy();
  };
  const recordIt = async () => {
    const stored = await store({ fault });
    if (stored) entry.recordedAt = Date.now();
    return stored;
  };

  switch (fault) {
    case 'reset':
      cut();
      return;
    case 'answer-lost':
      if (await recordIt()) cut();
      return;
    case 'ok':
    case 'slow':
    case 'hang':
      if (!(await recordIt())) return;
      if (fault !== 'ok') await delay(fault === 'hang' ? faults.hangMs : faults.slowMs);
      answer(200, 'OK');
      return;
    default:
      answer(...faultAnswers[fault]);
  }
}
