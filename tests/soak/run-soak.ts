import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { preview, type Plugin } from 'vite';
import { loadContent } from '../../tools/content-data.ts';
import { SEND_TIMEOUT_MS } from '../../src/features/booking/outbox/outbox-policy.ts';
import {
  endpointFaults,
  type EndpointFault,
  type EndpointRequest,
} from '../../tools/email-endpoint-faults.ts';
import { emailEndpointHandler } from '../../tools/email-endpoint-plugin.ts';
import { previewRouting } from '../../tools/preview-routing-plugin.ts';
import {
  aBooking,
  backgroundSyncDispatcher,
  bookingForm,
  type BookingInput,
} from '../support/booking-helpers.ts';
import { expect } from '@playwright/test';
import { buildDir, freePort } from '../support/pwa-preview-server.ts';
import {
  checkSoak,
  type Disruption,
  type FirstVisit,
  type SeenOutcome,
  type SoakSummary,
} from './soak-checks.ts';
import {
  alwaysFailingBooking,
  buildSchedule,
  faultFor,
  refusedWhileClosed,
  type FaultWeights,
  type SoakStep,
} from './soak-schedule.ts';

export interface SoakOptions {
  browser: Browser;
  seed: number;
  bookings: number;
  weights: FaultWeights;
  /** Where the summary lines go (printed as they come). */
  log: (line: string) => void;
  tabs?: number;
  /** How long the outbox may take to drain by itself once the network is back and faults are off. */
  drainTimeoutMs?: number;
  /** Where the run's full record (every request, outcome and disruption) is written as JSON. */
  reportDir?: string;
  /** Scales the schedule's pauses between submits (the short soak in `npm test` uses less). */
  pauseScale?: number;
}

export interface SoakResult {
  summary: SoakSummary;
  /** How many of each scheduled disruption the run made. */
  actions: Record<string, number>;
  runMs: number;
}

/** The entry script the booking page's HTML names: a first visit's one script that always loads. */
function entryScriptOfBuild(): string {
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(
    readFileSync(join(buildDir, 'booking.html'), 'utf8'),
  )?.[1];
  if (!entry) throw new Error(`No entry script in ${buildDir}/booking.html`);
  return entry;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const markerFor = (index: number, seed: number) => `soak booking #${index} (seed ${seed})`;
const indexOf = (params: Record<string, unknown>) => {
  const match = /soak booking #(\d+)/.exec(typeof params.message === 'string' ? params.message : '');
  return match ? Number(match[1]) : -1;
};

/**
 * Runs in every page of the soak's context: reports, once per page load, each outcome the visitor
 * is shown, with the page's clock at the moment it appeared (a MutationObserver runs before paint).
 */
function observeOutcomes({ phone, email }: { phone: string; email: string }) {
  const ref = 'BK-[2-9A-HJ-NP-Z]{6}';
  const patterns: [string, RegExp][] = [
    [
      'sent',
      new RegExp(
        `Thank you! Your appointment request has been sent\\.[\\s\\S]{0,300}?Your booking reference: ?(${ref})`,
        'g',
      ),
    ],
    [
      'queued',
      new RegExp(`Your booking is waiting to be sent[\\s\\S]{0,400}?Your booking reference: ?(${ref})`, 'g'),
    ],
    [
      'refused',
      new RegExp(`We could not send your booking[\\s\\S]{0,400}?Your booking reference: ?(${ref})`, 'g'),
    ],
    ['sent-notice', new RegExp(`Your waiting booking (${ref}) has been sent`, 'g')],
    [
      'refused-notice',
      new RegExp(`Your booking (${ref}) for [^@]{0,60}could not be delivered[^@]{0,200}@\\S+`, 'g'),
    ],
  ];
  const reported = new Set<string>();
  const report = (window as unknown as { __soakSeen?: (...args: unknown[]) => void }).__soakSeen;
  const scan = () => {
    // From the first mutation on, when the page has no body yet (which document.body's type denies).
    const text = document.querySelector('body')?.textContent ?? '';
    if (!text.includes('BK-')) return;
    const at = Date.now();
    for (const [kind, pattern] of patterns) {
      for (const match of text.matchAll(pattern)) {
        const reference = match[1] ?? '';
        if (reported.has(`${kind} ${reference}`)) continue;
        reported.add(`${kind} ${reference}`);
        const contact = match[0].includes(phone) && match[0].includes(email);
        report?.(kind, reference, at, contact);
      }
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
}

interface OutboxItem {
  reference: string;
  status: string;
  message: string;
}
type SoakWindow = { __soakReadOutbox: () => Promise<OutboxItem[]> };

/**
 * In every page, before its own scripts: `__soakReadOutbox`, the outbox's records (read without
 * creating the database), for the driver and for fillAndSubmit in the page alike.
 */
function installOutboxReader() {
  (window as unknown as SoakWindow).__soakReadOutbox = async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === 'kilele-booking-outbox')) return [];
    const db = await new Promise<IDBDatabase>((done, fail) => {
      const request = indexedDB.open('kilele-booking-outbox');
      request.onsuccess = () => done(request.result);
      request.onerror = () => fail(request.error ?? new Error('The IndexedDB request failed'));
    });
    try {
      const values = await new Promise<unknown[]>((done, fail) => {
        const request = db.transaction('bookings').objectStore('bookings').getAll();
        request.onsuccess = () => done(request.result as unknown[]);
        request.onerror = () => fail(request.error ?? new Error('The IndexedDB request failed'));
      });
      return values.map((value) => {
        const record = value as { reference: string; status: string; params?: { message?: string } };
        return { reference: record.reference, status: record.status, message: record.params?.message ?? '' };
      });
    } finally {
      db.close();
    }
  };
}

const readOutbox = (page: Page) => page.evaluate(() => (window as unknown as SoakWindow).__soakReadOutbox());

/** In a page: 'form' (ready), 'busy' (sending), or 'outcome' (an outcome, now clicked away). */
function formState(): 'form' | 'busy' | 'outcome' {
  const buttons = [...document.querySelectorAll('button')];
  const back = buttons.find((button) => /Book Another Appointment|Back to the form/.test(button.textContent));
  if (back) {
    back.click();
    return 'outcome';
  }
  const submit = buttons.find((button) => button.type === 'submit' && button.closest('form[aria-label]'));
  return submit && !submit.disabled ? 'form' : 'busy';
}

/**
 * In a page: fills the booking form's fields, each found by its label and set as typing would
 * (the value setter and an input event), submits it, and returns the reference the page issued:
 * from its outbox record, or from the outcome it shows. One round trip instead of a dozen: the
 * driver's own speed, not the outbox's, bounded the first runs.
 */
async function fillAndSubmit({
  input,
  waitMs,
}: {
  input: BookingInput;
  /** How long to wait for the reference (longer on a first visit: the app starts late). */
  waitMs: number;
}): Promise<string | undefined> {
  const fields: [string, string][] = [
    ['Full name', input.name],
    ['Email address', input.email],
    ['Phone number', input.phone],
    ['Preferred date', input.date],
    ['Preferred time', input.time],
    ['Area of interest', input.interest],
    ['Message', input.message],
  ];
  const labels = [...document.querySelectorAll('label')];
  for (const [text, value] of fields) {
    const control = labels.find((label) => label.textContent.trim().startsWith(text))?.control;
    if (!control) throw new Error(`no field labelled ${text}`);
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  // The campus, a radio (none when the college has one campus): clicked, as a visitor would.
  const campus = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="campus"]')].find(
    (radio) => radio.value === input.campus,
  );
  campus?.click();
  const tick = (ms: number) => new Promise((done) => setTimeout(done, ms));
  // Let React render what was typed before the click reads it.
  await tick(0);
  // Before hydration the button is type="button" with data-submit: pressing it holds the submit
  // for the app (src/features/booking/form/held-submit.ts).
  const submit = [...document.querySelectorAll('button')].find(
    (button) =>
      (button.type === 'submit' || button.hasAttribute('data-submit')) && button.closest('form[aria-label]'),
  );
  if (!submit || submit.disabled) throw new Error('the submit button is not ready');
  submit.click();

  const fromOutbox = async () =>
    (await (window as unknown as SoakWindow).__soakReadOutbox()).find(
      (record) => record.message === input.message,
    )?.reference;
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const shown = /Your booking reference: ?(BK-[2-9A-HJ-NP-Z]{6})/.exec(document.body.textContent);
    const reference = shown?.[1] ?? (await fromOutbox());
    if (reference) return reference;
    await tick(30);
  }
  return undefined;
}

interface Tab {
  id: string;
  page: Page;
}

/**
 * One soak run: serves the production build with a fault-injecting local endpoint, drives
 * several tabs through the seeded schedule, lets the outbox drain by itself, then checks.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { browser, seed, bookings, weights, log } = options;
  const tabCount = options.tabs ?? 3;
  const started = Date.now();
  log(`soak seed ${seed} (replay: SOAK_SEED=${seed} SOAK_BOOKINGS=${bookings} npm run soak)`);

  const requests: EndpointRequest[] = [];
  const attempts = new Map<number, number>();
  let faultsOn = true;
  const stuckIndex = alwaysFailingBooking(seed, bookings);
  const refusedIndexes = new Set(refusedWhileClosed(seed, bookings));
  const choose = (params: Record<string, unknown>): EndpointFault => {
    if (!faultsOn) return 'ok';
    const index = indexOf(params);
    if (index === stuckIndex) return 'server-error';
    // The send made while every tab is closed is refused; the seed's faults come after it.
    if (refusedIndexes.has(index) && !attempts.has(index)) {
      attempts.set(index, 0);
      return 'bad-request';
    }
    const attempt = attempts.get(index) ?? 0;
    attempts.set(index, attempt + 1);
    return faultFor(seed, index, attempt, weights);
  };

  const dir = await mkdtemp(join(tmpdir(), 'soak-'));
  const endpoint: Plugin = {
    name: 'soak:email-endpoint',
    configurePreviewServer(server) {
      // Every answer closes its connection. Chromium silently re-sends a POST whose reused
      // keep-alive connection is reset before any answer, within milliseconds and out of the page's
      // sight: with the endpoint's reset and answer-lost faults that made a second request the
      // outbox never sent (seen in the first runs). It is an artefact of HTTP/1.1 keep-alive to
      // this local server; the outbox can neither pace nor prevent it.
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Connection', 'close');
        next();
      });
      server.middlewares.use(
        emailEndpointHandler({
          bookingsFile: join(dir, 'bookings.jsonl'),
          print: () => {},
          // A hang answers a second after the client has given up (its production timeout).
          faults: {
            choose,
            hangMs: SEND_TIMEOUT_MS + 1_000,
            slowMs: 600,
            log: (entry) => requests.push(entry),
          },
        }),
      );
    },
  };
  const port = await freePort();
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    appType: 'mpa',
    logLevel: 'warn',
    build: { outDir: buildDir },
    preview: { port, strictPort: true },
    plugins: [endpoint, previewRouting()],
  });
  const origin = `http://localhost:${port}`;

  const context: BrowserContext = await browser.newContext({ baseURL: origin });
  // No action may wait for ever: a stuck step fails the run with its place, instead of hanging it.
  context.setDefaultTimeout(SEND_TIMEOUT_MS + 30_000);
  const seen: SeenOutcome[] = [];
  const disruptions: Disruption[] = [];
  const issued: { index: number; reference: string; at: number }[] = [];
  const closedRefusals: { reference: string; reopenedAt: number }[] = [];
  const unissued: number[] = [];
  // When each step started (ms into the run), for the report: where a slow run spent its time.
  const stepLog: (SoakStep & { at: number })[] = [];
  const timings: Record<string, number | string>[] = [];
  const actions: Record<string, number> = {
    submits: 0,
    waits: 0,
    reloads: 0,
    'closes + syncs': 0,
    'offline periods': 0,
    'refusals while closed': 0,
    'of them sent by the worker': 0,
    'first visits': 0,
  };
  const firstVisitLog: FirstVisit[] = [];
  const tabIdOf = (page: Page) => new URL(page.url()).searchParams.get('tab') ?? '?';
  // The content modules are Vite virtual modules: outside Vite, read the same data files.
  const { site } = loadContent();
  const instrument = async (target: BrowserContext) => {
    await target.exposeBinding(
      '__soakSeen',
      ({ page }, kind: SeenOutcome['kind'], reference: string, at: number, contact: boolean) => {
        seen.push({ kind, reference, at, contact, tab: tabIdOf(page) });
      },
    );
    await target.addInitScript(observeOutcomes, { phone: site.phone.display, email: site.email });
    await target.addInitScript(installOutboxReader);
  };
  await instrument(context);
  // First visits' browsers: each kept open to the end, its page read in the drain and the check.
  const visitContexts: BrowserContext[] = [];
  const visitTabs: Tab[] = [];

  let tabSerial = 0;
  const openTab = async (): Promise<Tab> => {
    const page = await context.newPage();
    const id = `t${++tabSerial}`;
    await page.goto(`/booking?tab=${id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return { id, page };
  };

  // Widened: setOffline changes it, a closure TypeScript's narrowing does not follow.
  let offline = false as boolean;
  let backOnline: Promise<void> = Promise.resolve();
  const setOffline = async (value: boolean) => {
    offline = value;
    if (value) disruptions.push({ kind: 'offline', at: Date.now() });
    await context.setOffline(value);
  };
  const offlineFor = (ms: number) => {
    actions['offline periods'] = (actions['offline periods'] ?? 0) + 1;
    const wentOff = setOffline(true);
    backOnline = wentOff.then(() => sleep(ms)).then(() => setOffline(false));
    return wentOff;
  };

  try {
    const tabs: Tab[] = [];
    for (let i = 0; i < tabCount; i++) tabs.push(await openTab());
    const first = tabs[0];
    if (!first) throw new Error('no tab');
    // The service worker must control the pages before anything goes off line.
    await waitForServiceWorkerControl(first.page);
    const sync = await backgroundSyncDispatcher(context, origin);
    const dispatchSync = () => sync.dispatch().catch(() => {});

    const freeTab = async (preferred: number): Promise<Tab> => {
      const deadline = Date.now() + SEND_TIMEOUT_MS + 30_000;
      for (;;) {
        const order = [...tabs.slice(preferred % tabs.length), ...tabs.slice(0, preferred % tabs.length)];
        for (const tab of order) {
          const state = await tab.page.evaluate(formState);
          if (state === 'busy') continue;
          if (state === 'outcome') {
            // Back to the form; it is ready once its submit button is enabled.
            await expect(bookingForm(tab.page).submit).toBeEnabled();
          }
          return tab;
        }
        if (Date.now() > deadline) throw new Error('every tab stayed busy sending');
        await sleep(200);
      }
    };

    const submit = async (step: Extract<SoakStep, { kind: 'submit' }>) => {
      await sleep(step.pauseMs * (options.pauseScale ?? 1));
      const timing = { free: Date.now(), fill: 0, reference: 0, after: 0, done: 0 };
      const tab = await freeTab(step.tab);
      timing.fill = Date.now();
      const marker = markerFor(step.index, seed);
      const reference = await tab.page.evaluate(fillAndSubmit, {
        input: { ...aBooking, name: `Soak Visitor ${step.index}`, message: marker },
        waitMs: 15_000,
      });
      timing.reference = Date.now();
      actions.submits = (actions.submits ?? 0) + 1;
      if (reference) issued.push({ index: step.index, reference, at: Date.now() });
      else unissued.push(step.index);
      timing.after = Date.now();

      switch (step.after) {
        case 'reload':
          actions.reloads = (actions.reloads ?? 0) + 1;
          disruptions.push({ kind: 'reload', tab: tab.id, at: Date.now() });
          await tab.page.reload();
          await tab.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          break;
        case 'close-and-sync': {
          actions['closes + syncs'] = (actions['closes + syncs'] ?? 0) + 1;
          disruptions.push({ kind: 'close', tab: tab.id, at: Date.now() });
          await tab.page.close();
          tabs.splice(tabs.indexOf(tab), 1);
          await sleep(100);
          // What Chromium does when connectivity returns with no tab left to send: fire the sync.
          void dispatchSync();
          await sleep(200);
          tabs.push(await openTab());
          break;
        }
        case 'wait':
          actions.waits = (actions.waits ?? 0) + 1;
          await tab.page
            .getByRole('heading', {
              name: /Thank you! Your appointment request has been sent\.|Your booking is waiting to be sent|We could not send your booking/,
            })
            .waitFor({ timeout: SEND_TIMEOUT_MS + 30_000 });
          break;
        case 'continue':
          break;
      }
      timing.done = Date.now();
      timings.push({
        index: step.index,
        after: step.after,
        freeMs: timing.fill - timing.free,
        fillMs: timing.reference - timing.fill,
        referenceMs: timing.after - timing.reference,
        afterMs: timing.done - timing.after,
      });
    };

    /**
     * A booking queued offline, every tab closed, then back online: the service worker's send is
     * refused. The next visit (the tabs opened again) must show it. When the worker could not get
     * to it (it stops after two transient failures in a row, say), the reopened pages send it.
     */
    const refuseWhileClosed = async (step: Extract<SoakStep, { kind: 'refuse-while-closed' }>) => {
      await sleep(step.pauseMs * (options.pauseScale ?? 1));
      await backOnline;
      const tab = await freeTab(step.tab);
      // Let the outbox drain first (all but the always-failing booking), so the worker's flush
      // reaches this booking rather than stopping at two other failures in a row.
      const drainBy = Date.now() + 20_000;
      while (Date.now() < drainBy) {
        const waiting = (await readOutbox(tab.page)).filter((item) => item.status === 'queued');
        if (waiting.every((item) => item.message === markerFor(stuckIndex, seed))) break;
        await sleep(250);
      }
      await setOffline(true);
      actions['offline periods'] = (actions['offline periods'] ?? 0) + 1;
      const reference = await tab.page.evaluate(fillAndSubmit, {
        input: { ...aBooking, name: `Soak Visitor ${step.index}`, message: markerFor(step.index, seed) },
        waitMs: 15_000,
      });
      actions.submits = (actions.submits ?? 0) + 1;
      if (!reference) {
        unissued.push(step.index);
        await setOffline(false);
        return;
      }
      issued.push({ index: step.index, reference, at: Date.now() });
      actions['refusals while closed'] = (actions['refusals while closed'] ?? 0) + 1;
      for (const open of tabs.splice(0)) {
        disruptions.push({ kind: 'close', tab: open.id, at: Date.now() });
        await open.page.close();
      }
      await setOffline(false);
      void dispatchSync();
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && !requests.some((request) => request.reference === reference)) {
        await sleep(100);
      }
      if (requests.some((request) => request.reference === reference && request.referer.endsWith('/sw.js'))) {
        actions['of them sent by the worker'] = (actions['of them sent by the worker'] ?? 0) + 1;
      }
      // Let the worker write the refusal down before the visitor comes back.
      await sleep(500);
      const reopenedAt = Date.now();
      for (let i = 0; i < tabCount; i++) tabs.push(await openTab());
      closedRefusals.push({ reference, reopenedAt });
    };

    /**
     * A first visit on a flaky connection: a browser of its own (no service worker: none is active
     * on a first visit before the app has started, and its sends would be the main context's in
     * the endpoint's log; empty caches), where the first request of each app script fails, the
     * entry script the HTML names excepted (edge-script-load.spec.ts). The visitor types and
     * presses Book as soon as the form is there, before hydration if the app is still loading.
     */
    const firstVisit = async (step: Extract<SoakStep, { kind: 'first-visit' }>) => {
      await sleep(step.pauseMs * (options.pauseScale ?? 1));
      const visitContext = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
      visitContexts.push(visitContext);
      visitContext.setDefaultTimeout(SEND_TIMEOUT_MS + 30_000);
      await instrument(visitContext);
      const page = await visitContext.newPage();
      const id = `v${visitContexts.length}`;
      const visit: FirstVisit = { tab: id, scriptsFailed: 0, beforeHydration: false };
      firstVisitLog.push(visit);
      const entryScript = entryScriptOfBuild();
      const requested = new Set<string>();
      await page.route('**/*.js', async (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path === entryScript || requested.has(path)) return route.continue();
        requested.add(path);
        visit.scriptsFailed++;
        return route.abort('connectionreset');
      });
      await page.goto(`/booking?tab=${id}`, { waitUntil: 'domcontentloaded' });
      visit.beforeHydration = await page.evaluate(
        () => !document.documentElement.hasAttribute('data-hydrated'),
      );
      // The app starts after its retries (a second or two); past 10 s the form would hand the
      // booking over instead, which the check counts as not delivered.
      visit.pressedAt = Date.now();
      const reference = await page.evaluate(fillAndSubmit, {
        input: { ...aBooking, name: `Soak Visitor ${step.index}`, message: markerFor(step.index, seed) },
        waitMs: 30_000,
      });
      actions.submits = (actions.submits ?? 0) + 1;
      actions['first visits'] = (actions['first visits'] ?? 0) + 1;
      visitTabs.push({ id, page });
      if (!reference) {
        unissued.push(step.index);
        return;
      }
      visit.reference = reference;
      issued.push({ index: step.index, reference, at: Date.now() });
    };

    const scheduleStart = Date.now();
    const setupMs = scheduleStart - started;
    for (const step of buildSchedule(seed, bookings, tabCount)) {
      stepLog.push({ ...step, at: Date.now() - started });
      if (step.kind === 'offline') {
        if (!offline) await offlineFor(step.ms);
      } else if (step.kind === 'refuse-while-closed') {
        await refuseWhileClosed(step);
      } else if (step.kind === 'first-visit') {
        await firstVisit(step);
      } else {
        await submit(step);
        if ((step.index + 1) % 25 === 0) {
          const elapsed = ((Date.now() - started) / 1000).toFixed(0);
          log(`… ${step.index + 1} bookings submitted, ${requests.length} requests so far, ${elapsed} s`);
        }
      }
    }

    // The end: faults off, the network back (the last step took it down), and nothing more from
    // the soak: the outbox must drain by itself.
    faultsOn = false;
    const scheduleMs = Date.now() - scheduleStart;
    await backOnline;
    const drainStart = Date.now();
    let drainMs: number | null = null;
    const drainDeadline = drainStart + (options.drainTimeoutMs ?? 6 * 60_000);
    while (Date.now() < drainDeadline) {
      const open = tabs[0];
      if (!open) break;
      const records = [];
      for (const tab of [open, ...visitTabs]) records.push(...(await readOutbox(tab.page)));
      // Refused bookings stay for their visitor, and a sent mark is no booking: only 'queued' waits.
      if (records.every((item) => item.status !== 'queued')) {
        drainMs = Date.now() - drainStart;
        break;
      }
      await sleep(250);
    }
    // Anything sent again just after the drain is still counted.
    await sleep(1_500);
    const outboxes = [];
    for (const tab of [...tabs, ...visitTabs]) {
      outboxes.push({ tab: tab.id, records: await readOutbox(tab.page) });
    }

    const stuck = issued.find((item) => item.index === stuckIndex)?.reference;
    const summary = checkSoak({
      issued,
      unissued,
      requests,
      seen,
      disruptions,
      outboxes,
      drainMs,
      stuck,
      closedRefusals,
      firstVisits: firstVisitLog,
    });
    const runMs = Date.now() - started;
    if (options.reportDir) {
      await mkdir(options.reportDir, { recursive: true });
      await writeFile(
        resolve(options.reportDir, `soak-${seed}-${bookings}.json`),
        JSON.stringify(
          {
            seed,
            bookings,
            summary,
            actions,
            stepLog,
            timings,
            issued,
            requests,
            seen,
            disruptions,
            outboxes,
            firstVisits: firstVisitLog,
          },
          null,
          1,
        ),
      );
    }
    printSummary(log, summary, actions, runMs, outboxes.length);
    log(`time: set-up ${(setupMs / 1000).toFixed(1)} s, schedule ${(scheduleMs / 1000).toFixed(1)} s`);
    return { summary, actions, runMs };
  } finally {
    for (const visitContext of visitContexts) await visitContext.close();
    await context.close();
    // A hung request would hold the server open for the client's whole timeout.
    if ('closeAllConnections' in server.httpServer) server.httpServer.closeAllConnections();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

function printSummary(
  log: (line: string) => void,
  summary: SoakSummary,
  actions: Record<string, number>,
  runMs: number,
  tabs: number,
) {
  const list = (counts: Record<string, number | undefined>) =>
    Object.entries(counts)
      .filter(([, count]) => (count ?? 0) > 0)
      .map(([key, count]) => `${key} ${count ?? 0}`)
      .join(', ') || 'none';
  const faults = Object.fromEntries(endpointFaults.map((fault) => [fault, summary.faults[fault] ?? 0]));
  const duplicateCount = Object.values(summary.duplicates).reduce((sum, count) => sum + count, 0);
  log(`bookings submitted: ${summary.bookings}; schedule: ${list(actions)}`);
  log(`requests to the endpoint: ${summary.requests}; by fault: ${list(faults)}`);
  log(`lost: ${summary.lost.length}${summary.lost.length ? ` (${summary.lost.join(', ')})` : ''}`);
  log(`duplicates: ${duplicateCount} (${list(summary.duplicates)})`);
  log(`false confirmations: ${summary.falseConfirmations.length}`);
  log(
    `failed as expected (400: shown with the contact details, not retried): ${summary.failedAsExpected.length}` +
      (summary.failedWrongly.length ? `; handled wrongly: ${summary.failedWrongly.join(', ')}` : ''),
  );
  log(
    `pace: at most ${summary.maxPerSecond} request(s) in any one second; shortest gap ${summary.minGapMs ?? '-'} ms` +
      ` (not counting ${summary.browserResends} immediate re-send(s) by Chromium itself after a dropped connection)`,
  );
  log(`outbox at the end: ${summary.queuedLeft.length} waiting (read in each of ${tabs} tabs)`);
  const surfaced = summary.refusedWhileClosed.filter((item) => item.surfaced).length;
  log(
    `refused while every tab was closed: ${summary.refusedWhileClosed.length} (${summary.refusedWhileClosed.filter((item) => item.byWorker).length} refused to the service worker), shown on the next visit: ${surfaced}`,
  );
  log(
    `always-failing booking: after ${summary.behindStuck.checked} of its 500s with others waiting, the next booking went within ${summary.behindStuck.worstMs ?? '-'} ms at worst; left behind it: ${summary.behindStuck.blocked.length}`,
  );
  const visits = summary.firstVisits;
  log(
    `first visits with each app script failing once: ${visits.visits} (${visits.scriptsFailed} script requests failed;` +
      ` pressed before hydration: ${visits.beforeHydration}); delivered: ${visits.delivered}` +
      ` (of them shown as failed with the contact details: ${visits.shownRefused}); recorded at worst` +
      ` ${visits.worstRecordedAfterMs === null ? '-' : `${(visits.worstRecordedAfterMs / 1000).toFixed(1)} s`} after the press`,
  );
  log(
    `drain after the network came back: ${summary.drainMs === null ? 'did not drain' : `${(summary.drainMs / 1000).toFixed(1)} s`}`,
  );
  log(`run time: ${(runMs / 1000).toFixed(0)} s`);
  log(
    summary.failures.length === 0
      ? 'soak: every invariant held'
      : `soak FAILED:\n  ${summary.failures.join('\n  ')}`,
  );
}
