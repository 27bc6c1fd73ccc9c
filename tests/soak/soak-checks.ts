import type { EndpointFault, EndpointRequest } from '../../tools/email-endpoint-faults.ts';
import { MIN_SEND_INTERVAL_MS } from '../../src/features/booking/outbox/outbox-policy.ts';

/** Something a tab showed the visitor, with the page's clock at the moment it appeared. */
export interface SeenOutcome {
  kind: 'sent' | 'sent-notice' | 'queued' | 'refused' | 'refused-notice';
  reference: string;
  at: number;
  /** Whether a failure shown came with the college's phone and e-mail. */
  contact: boolean;
  tab: string;
}

/** What the soak did that can cut a send short: a tab reloaded or closed, the network dropped. */
export interface Disruption {
  kind: 'reload' | 'close' | 'offline';
  /** The tab's id for reload and close (it appears in the sender's Referer as ?tab=). */
  tab?: string;
  at: number;
}

export interface SoakRecord {
  /**
   * Every reference a tab issued for a submitted booking, with the booking's index and when the
   * driver saw it (the booking was in the outbox by then).
   */
  issued: { index: number; reference: string; at?: number }[];
  /** Submits that never showed a reference (the booking may not have been taken). */
  unissued: number[];
  requests: EndpointRequest[];
  seen: SeenOutcome[];
  disruptions: Disruption[];
  /** The outbox records each open tab read at the end. */
  outboxes: { tab: string; records: { reference: string; status: string }[] }[];
  drainMs: number | null;
  /** The booking EmailJS failed (500) every time while faults were on. */
  stuck?: string;
  /** Bookings whose send was refused while every tab was closed, and when the tabs were opened again. */
  closedRefusals?: { reference: string; reopenedAt: number }[];
  /** Bookings made on a first visit with each app script failing once (soak-schedule.ts). */
  firstVisits?: FirstVisit[];
}

/** A first visit: the tab it was made in (`v…`, a device of its own), and what it met. */
export interface FirstVisit {
  tab: string;
  reference?: string;
  /** Script requests failed in that visit (each app script's first request). */
  scriptsFailed: number;
  /** Whether Book was pressed before the page had hydrated (the held submit carried it out). */
  beforeHydration: boolean;
  /** When Book was pressed (the driver's clock, as the endpoint's). */
  pressedAt?: number;
}

export type DuplicateCause =
  | 'answer lost after acceptance'
  | 'timeout while it landed'
  | 'sender reloaded or closed before the answer'
  | 'network dropped before the answer';

export interface SoakSummary {
  bookings: number;
  requests: number;
  faults: Partial<Record<EndpointFault, number>>;
  lost: string[];
  duplicates: Partial<Record<DuplicateCause | 'unexplained', number>>;
  unexplainedDuplicates: string[];
  falseConfirmations: string[];
  failedAsExpected: string[];
  /** 400s whose booking was sent again, or never shown as failed with the contact details. */
  failedWrongly: string[];
  /** The most requests the endpoint received within any one second, and the shortest gap. */
  maxPerSecond: number;
  minGapMs: number | null;
  /** Requests Chromium re-sent by itself right after a dropped connection (not paced by the page). */
  browserResends: number;
  queuedLeft: string[];
  drainMs: number | null;
  /** Refused while every tab was closed: shown on the next visit? And did the worker send it? */
  refusedWhileClosed: { reference: string; surfaced: boolean; byWorker: boolean }[];
  /**
   * After each failure of the always-failing booking with others waiting: how soon the same sender
   * went on with another booking (worst case), and the failures it did not go on after.
   */
  behindStuck: { checked: number; worstMs: number | null; blocked: string[] };
  /** First visits with failing scripts: how many, script requests failed, and how each booking ended. */
  firstVisits: {
    visits: number;
    scriptsFailed: number;
    beforeHydration: number;
    /** Recorded by the endpoint, or shown to the visitor as failed with the contact details. */
    delivered: number;
    shownRefused: number;
    /** The longest from the press to the endpoint's first record of a visit's booking. */
    worstRecordedAfterMs: number | null;
  };
  failures: string[];
}

// A reply counts as lost to its sender when a disruption came between its arrival and this long
// after its answer: the time a loaded page needs to read the answer and delete the record.
const settleMs = 1_500;
// How long before a request arrives its tab may have been told to reload and still be sending it.
const reloadLeadMs = 1_000;

const senderTab = (referer: string) => new URL(referer || 'http://x/').searchParams.get('tab') ?? undefined;

/**
 * The device a request came from: a first visit's tab (`v…`) is a browser of its own, paced by
 * its own outbox; every other tab and the service worker share the soak's main context.
 */
export const senderDevice = (referer: string): string => {
  const tab = senderTab(referer);
  return tab?.startsWith('v') ? tab : 'main';
};

/** Why the sender of a recorded copy could not have learnt that it landed, if it could not. */
export function unseenCause(request: EndpointRequest, disruptions: Disruption[]): DuplicateCause | undefined {
  if (request.fault === 'answer-lost') return 'answer lost after acceptance';
  if (request.fault === 'hang') return 'timeout while it landed';
  const ended = request.end?.at ?? request.arrivedAt;
  const tab = senderTab(request.referer);
  const sameTab = disruptions.filter(
    (event) => event.kind !== 'offline' && tab !== undefined && event.tab === tab,
  );
  // The tab went away before it could read the answer and delete the record. A reload or close
  // just before the request arrived counts too: the old page lives, and its request goes on,
  // until the browser has torn it down.
  if (sameTab.some((event) => event.at >= request.arrivedAt - reloadLeadMs && event.at <= ended + settleMs)) {
    return 'sender reloaded or closed before the answer';
  }
  // Going off line fails a request still in flight, even one the endpoint had already answered;
  // once the answer is in, the record is deleted with no network.
  const offline = disruptions.filter(
    (event) => event.kind === 'offline' && event.at >= request.arrivedAt && event.at <= ended + 250,
  );
  if (offline.length > 0) return 'network dropped before the answer';
  return undefined;
}

/** Checks a finished run: lost, duplicates by cause, false confirmations, pace, what is left. */
export function checkSoak(record: SoakRecord): SoakSummary {
  const failures: string[] = [];
  const recorded = record.requests.filter((request) => request.recordedAt !== undefined);
  const byReference = new Map<string, EndpointRequest[]>();
  for (const request of record.requests) {
    byReference.set(request.reference, [...(byReference.get(request.reference) ?? []), request]);
  }

  const faults: SoakSummary['faults'] = {};
  for (const request of record.requests) faults[request.fault] = (faults[request.fault] ?? 0) + 1;

  const shownRefused = new Map<string, SeenOutcome[]>();
  for (const seen of record.seen) {
    if (seen.kind === 'refused' || seen.kind === 'refused-notice') {
      shownRefused.set(seen.reference, [...(shownRefused.get(seen.reference) ?? []), seen]);
    }
  }

  // Lost: issued, never recorded by the endpoint, and not shown to the visitor as failed.
  const lost = record.issued
    .filter(({ reference }) => !recorded.some((request) => request.reference === reference))
    .filter(({ reference }) => !shownRefused.has(reference))
    .map(({ reference }) => reference);
  if (lost.length > 0) failures.push(`lost bookings: ${lost.join(', ')}`);
  if (record.unissued.length > 0) {
    failures.push(`submits that showed no reference: bookings #${record.unissued.join(', #')}`);
  }

  // Duplicates: a booking is sent again only when its sender could not learn that the previous
  // copy landed, so each recorded copy but the last needs a cause on that copy itself (the one
  // accepted, then resent). A cause found on another copy explains nothing: a clean 2xx that was
  // read and still followed by a resend is a booking sent twice.
  const duplicates: SoakSummary['duplicates'] = {};
  const unexplainedDuplicates: string[] = [];
  for (const [reference, requests] of byReference) {
    const copies = requests
      .filter((request) => request.recordedAt !== undefined)
      .sort((a, b) => a.arrivedAt - b.arrivedAt);
    if (copies.length < 2) continue;
    let unexplained = 0;
    for (const copy of copies.slice(0, -1)) {
      const cause = unseenCause(copy, record.disruptions);
      if (cause) duplicates[cause] = (duplicates[cause] ?? 0) + 1;
      else unexplained++;
    }
    if (unexplained > 0) {
      duplicates.unexplained = (duplicates.unexplained ?? 0) + unexplained;
      unexplainedDuplicates.push(reference);
    }
  }
  if (unexplainedDuplicates.length > 0) {
    failures.push(`duplicates with no cause: ${unexplainedDuplicates.join(', ')}`);
  }

  // False confirmations: "sent" shown before the endpoint had recorded that reference.
  const falseConfirmations = record.seen
    .filter((seen) => seen.kind === 'sent' || seen.kind === 'sent-notice')
    .filter(
      (seen) =>
        !recorded.some(
          (request) => request.reference === seen.reference && (request.recordedAt ?? Infinity) <= seen.at,
        ),
    )
    .map((seen) => `${seen.reference} (${seen.kind} in tab ${seen.tab})`);
  if (falseConfirmations.length > 0) failures.push(`false confirmations: ${falseConfirmations.join(', ')}`);

  // 400s: the booking ends as failed, is not sent again, and the visitor is shown the contact details.
  const failedAsExpected: string[] = [];
  const failedWrongly: string[] = [];
  for (const [reference, requests] of byReference) {
    const refusal = requests.find((request) => request.fault === 'bad-request');
    if (!refusal) continue;
    const resent = requests.some((request) => request.arrivedAt > refusal.arrivedAt);
    const shown = (shownRefused.get(reference) ?? []).some((seen) => seen.contact);
    // A 400 its sender never read (its tab closed, or the network dropped, as it came back) cannot
    // stop the booking: it is sent again, as after any lost answer, and must then land.
    if (resent && unseenCause(refusal, record.disruptions) !== undefined) {
      const landed = requests.some((request) => request.arrivedAt > refusal.arrivedAt && request.recordedAt);
      if (landed || shown) failedAsExpected.push(`${reference} (its 400 was never read; sent again)`);
      else failedWrongly.push(`${reference} (its 400 was never read, and it never landed)`);
      continue;
    }
    if (resent || !shown) {
      failedWrongly.push(`${reference} (${resent ? 'sent again after its 400' : 'never shown as failed'})`);
    } else {
      failedAsExpected.push(reference);
    }
  }
  if (failedWrongly.length > 0) failures.push(`400s not handled as failed: ${failedWrongly.join(', ')}`);

  // Pace: EmailJS allows one request a second; count arrivals in every one-second window. Left
  // out: Chromium's own re-sends. When a connection drops before any answer, the browser sends the
  // same request again at once (within milliseconds, from the same page, with no outbox attempt
  // between); the page never sees the first, so it can neither pace nor prevent the second. The
  // outbox itself cannot send the same booking again from the same page within a second: after a
  // failure it stops the flush, and the next send waits out the pace (seen: 1 to 100 ms).
  const browserResends = record.requests.filter((request) =>
    record.requests.some(
      (first) =>
        first !== request &&
        first.reference === request.reference &&
        first.referer === request.referer &&
        first.end?.how === 'destroyed' &&
        request.arrivedAt >= first.end.at &&
        request.arrivedAt - first.end.at < 1_000,
    ),
  );
  // The pace is each device's own (its tabs and worker share it through IndexedDB): a first
  // visit's browser knows nothing of the main context's sends, as two visitors' phones do not.
  const paced = record.requests.filter((request) => !browserResends.includes(request));
  const devices = new Map<string, EndpointRequest[]>();
  for (const request of paced) {
    const device = senderDevice(request.referer);
    devices.set(device, [...(devices.get(device) ?? []), request]);
  }
  let maxPerSecond = paced.length > 0 ? 1 : 0;
  let minGapMs: number | null = null;
  const close: string[] = [];
  for (const requests of devices.values()) {
    const sorted = [...requests].sort((a, b) => a.arrivedAt - b.arrivedAt);
    for (const [i, request] of sorted.entries()) {
      const inWindow = sorted.slice(i).filter((other) => other.arrivedAt < request.arrivedAt + 1_000).length;
      maxPerSecond = Math.max(maxPerSecond, inWindow);
      const next = sorted[i + 1];
      if (next === undefined) continue;
      minGapMs = Math.min(minGapMs ?? Infinity, next.arrivedAt - request.arrivedAt);
      if (next.arrivedAt - request.arrivedAt < 1_000) {
        close.push(
          `${request.reference} from ${request.referer} then ${next.reference} from ${next.referer}, ${next.arrivedAt - request.arrivedAt} ms apart`,
        );
      }
    }
  }
  if (maxPerSecond > 1) {
    failures.push(`pace: ${maxPerSecond} requests within one second: ${close.join('; ')}`);
  }

  const queuedLeft = [
    ...new Set(
      record.outboxes.flatMap(({ records }) =>
        records.filter((item) => item.status === 'queued').map((item) => item.reference),
      ),
    ),
  ];
  if (queuedLeft.length > 0) failures.push(`still queued in the outbox: ${queuedLeft.join(', ')}`);
  const keptRefused = new Set(
    record.outboxes.flatMap(({ records }) =>
      records.filter((item) => item.status === 'refused').map((item) => item.reference),
    ),
  );
  const unexpectedRefused = [...keptRefused].filter((reference) => !shownRefused.has(reference));
  if (unexpectedRefused.length > 0) {
    failures.push(`refused in the outbox but never shown as refused: ${unexpectedRefused.join(', ')}`);
  }
  if (record.drainMs === null) failures.push('the outbox did not drain by itself');

  // Every booking refused while no tab was open is shown, with the contact details, on the next visit.
  const refusedWhileClosed = (record.closedRefusals ?? []).map(({ reference }) => {
    const refusal = (byReference.get(reference) ?? []).find((request) => request.fault === 'bad-request');
    const surfaced = record.seen.some(
      (seen) =>
        seen.kind === 'refused-notice' &&
        seen.reference === reference &&
        seen.contact &&
        seen.at >= (refusal?.arrivedAt ?? Infinity),
    );
    return { reference, surfaced, byWorker: Boolean(refusal?.referer.endsWith('/sw.js')) };
  });
  const unsurfaced = refusedWhileClosed.filter((item) => !item.surfaced).map((item) => item.reference);
  if (unsurfaced.length > 0) {
    failures.push(
      `refused while every tab was closed, never shown on the next visit: ${unsurfaced.join(', ')}`,
    );
  }

  const behindStuck = checkNothingWaitsBehind(record);
  if (behindStuck.blocked.length > 0) {
    failures.push(`bookings left waiting behind the always-failing one: ${behindStuck.blocked.join('; ')}`);
  }

  // First visits: the fault was met (a script request failed), and the booking was taken and then
  // delivered or shown as failed (the checks above hold it to the rest: no duplicate without a
  // cause, no false confirmation).
  const visits = record.firstVisits ?? [];
  const delivered = (reference: string) =>
    recorded.some((request) => request.reference === reference) ||
    (shownRefused.get(reference) ?? []).some((seen) => seen.contact);
  for (const visit of visits) {
    if (visit.scriptsFailed === 0) failures.push(`first visit ${visit.tab}: no script request failed`);
    if (!visit.reference) failures.push(`first visit ${visit.tab}: the booking showed no reference`);
    else if (!delivered(visit.reference)) {
      failures.push(`first visit ${visit.tab}: ${visit.reference} neither recorded nor shown as failed`);
    }
  }
  const firstVisits: SoakSummary['firstVisits'] = {
    visits: visits.length,
    scriptsFailed: visits.reduce((sum, visit) => sum + visit.scriptsFailed, 0),
    beforeHydration: visits.filter((visit) => visit.beforeHydration).length,
    delivered: visits.filter((visit) => visit.reference && delivered(visit.reference)).length,
    shownRefused: visits.filter((visit) => visit.reference && shownRefused.has(visit.reference)).length,
    worstRecordedAfterMs: null,
  };
  for (const visit of visits) {
    const first = recorded
      .filter((request) => request.reference === visit.reference)
      .map((request) => request.recordedAt ?? Infinity)
      .sort((a, b) => a - b)[0];
    if (first === undefined || visit.pressedAt === undefined) continue;
    firstVisits.worstRecordedAfterMs = Math.max(
      firstVisits.worstRecordedAfterMs ?? 0,
      first - visit.pressedAt,
    );
  }

  return {
    bookings: record.issued.length,
    requests: record.requests.length,
    faults,
    lost,
    duplicates,
    unexplainedDuplicates,
    falseConfirmations,
    failedAsExpected,
    failedWrongly,
    maxPerSecond,
    minGapMs,
    browserResends: browserResends.length,
    queuedLeft,
    drainMs: record.drainMs,
    refusedWhileClosed,
    behindStuck,
    firstVisits,
    failures,
  };
}

// How soon after a failed send the same flush must go on with the next booking: the pace, plus
// room for a busy phone between the answer and the next request leaving.
const nextSendSlackMs = MIN_SEND_INTERVAL_MS + 2_500;

/**
 * One booking cannot hold back another: after each 500 to the always-failing booking, if another
 * booking was already waiting in the same device's outbox when that flush listed it, the device
 * (that tab, another of its tabs, or its worker) sends some other booking next, within the pace. Only flushes that began with the failing booking are judged
 * (no request from that sender just before it), so "already waiting" can be told from outside: a
 * booking the driver saw before the flush could have started. Excused: the network dropped, or
 * the sender's tab went away, before it could go on.
 */
export function checkNothingWaitsBehind(record: SoakRecord): SoakSummary['behindStuck'] {
  const result: SoakSummary['behindStuck'] = { checked: 0, worstMs: null, blocked: [] };
  if (!record.stuck) return result;
  const refusedAt = new Map<string, number>();
  for (const request of record.requests) {
    if (request.fault === 'bad-request') refusedAt.set(request.reference, request.arrivedAt);
  }
  const failures = record.requests.filter(
    (request) => request.reference === record.stuck && request.fault === 'server-error' && request.end,
  );
  // Only the sender's own device can send a booking: a first visit's is in another browser.
  const visitTab = new Map((record.firstVisits ?? []).map((visit) => [visit.reference, visit.tab]));
  const deviceOf = (reference: string) => visitTab.get(reference) ?? 'main';
  for (const failure of failures) {
    const ended = failure.end?.at ?? failure.arrivedAt;
    const sameSender = record.requests.filter((request) => request.referer === failure.referer);
    const startedFlush = !sameSender.some(
      (request) =>
        request !== failure &&
        request.arrivedAt < failure.arrivedAt &&
        (request.end?.at ?? request.arrivedAt) > failure.arrivedAt - nextSendSlackMs,
    );
    if (!startedFlush) continue;
    const device = senderDevice(failure.referer);
    const waiting = record.issued.filter(
      ({ reference, at }) =>
        reference !== record.stuck &&
        deviceOf(reference) === device &&
        at !== undefined &&
        at < failure.arrivedAt - MIN_SEND_INTERVAL_MS - 100 &&
        (refusedAt.get(reference) ?? Infinity) > failure.arrivedAt &&
        !record.requests.some(
          (request) =>
            request.reference === reference &&
            request.recordedAt !== undefined &&
            request.recordedAt <= ended,
        ),
    );
    if (waiting.length === 0) continue;
    const tab = senderTab(failure.referer);
    const excused = record.disruptions.some(
      (event) =>
        event.at >= failure.arrivedAt - reloadLeadMs &&
        event.at <= ended + nextSendSlackMs &&
        (event.kind === 'offline' || (tab !== undefined && event.tab === tab)),
    );
    if (excused) continue;
    result.checked++;
    // Sent by any tab of the device (or its worker): the tabs take turns at the outbox, and the
    // flush that met the 500 may have listed the outbox just before the waiting booking was stored
    // (it waits for the pace first), leaving that booking to the next tab's flush.
    const next = record.requests
      .filter(
        (request) =>
          senderDevice(request.referer) === device &&
          request.arrivedAt > failure.arrivedAt &&
          request.reference !== record.stuck,
      )
      .sort((a, b) => a.arrivedAt - b.arrivedAt)[0];
    const gap = next ? next.arrivedAt - ended : Infinity;
    if (gap <= nextSendSlackMs) {
      result.worstMs = Math.max(result.worstMs ?? 0, gap);
    } else {
      result.blocked.push(
        `${waiting.map((item) => item.reference).join(', ')} behind ${record.stuck} (its 500 from ${failure.referer} at ${ended})`,
      );
    }
  }
  return result;
}
