import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { parse } from 'yaml';
import { paths } from '../../src/config/paths.ts';
import { bookingSummaryText } from '../../src/features/booking/booking-summary-text.ts';
import type { InterestOption } from '../../src/content/booking-options.ts';
import { slowStartMs } from '../../src/features/booking/form/held-submit.ts';
import { words as enBooking } from '../../src/i18n/en/booking.ts';
import { words as enWhen } from '../../src/i18n/en/when.ts';
import { axeViolations } from '../support/axe.ts';
import {
  aBooking,
  bookingForm,
  campusNamed,
  confirmationHeading,
  routeEmail,
  sentValues,
  typeBooking,
  type BookingInput,
  type EmailRoute,
} from '../support/booking-helpers.ts';
import { expect, isHydrated, test, visit, waitForHydration } from './first-paint-fixtures.ts';
import { withoutServiceWorker } from './fixtures.ts';
import { buildDir, builtPages } from '../support/pwa-preview-server.ts';
import { outboxAtRest } from '../support/outbox-at-rest.ts';
import { mainNav, openBookingInApp, reactRuns, sameDocument } from '../support/site-helpers.ts';
import { words as enCommon } from '../../src/i18n/en/common.ts';

// A first visit on a flaky connection, or through something that drops scripts (a proxy, a captive
// portal, a data bundle that ran out): the prerendered page and its own entry script arrive, the
// app's other scripts fail. A dropped request must cost a retry, never the app; a booking pressed
// before hydration must be sent once when the scripts load after all, and handed over to the
// visitor (phone, e-mail, WhatsApp) when they do not.

// The service worker would fetch every chunk again for its precache; these visits are first visits.
test.use({ ...withoutServiceWorker, slowCpu: false });

interface SiteData {
  phone: { e164: string; display: string };
  email: string;
  whatsapp: string;
}
// The English of the college's details (content files hold it under en:).
const site = (parse(readFileSync('content/site.yml', 'utf8')) as { en: SiteData }).en;

/** The entry script the booking page's HTML names: the one script these tests never fail. */
const entryScript = /<script type="module"[^>]* src="([^"]+)"/.exec(
  readFileSync(join(buildDir, 'booking.html'), 'utf8'),
)?.[1];

/** The folder of the app's scripts, beside the entry. */
const scriptsFolder = entryScript?.slice(0, entryScript.lastIndexOf('/') + 1) ?? '/';

const pages = builtPages();
const pendingText = 'will be sent as soon as this page has finished loading';
const handoverText = 'This page could not finish loading, so your request has not been sent.';
const notStartedText = 'Your request has not been sent: this page has not finished loading';

interface ScriptFaults {
  /** Requests per script path (a retry's ?retry=N counts as the same script). */
  requests: Map<string, number>;
  /** Failed requests. */
  failed: () => number;
  /** The scripts with a failed request. */
  failedPaths: Set<string>;
  /** Lets the held requests load; the others fail or load as before. */
  release: () => void;
  /** From now on, every script loads (the held ones too). */
  heal: () => void;
  /**
   * Settles once the entry script has run: it asked for the first of the app's scripts. Its
   * first lines hold a booking pressed before hydration (held-submit.ts); a press before it has
   * run does nothing at all, a moment no visitor typing a whole booking meets.
   */
  entryRan: Promise<void>;
}

/**
 * Fails the app's script requests (those in the entry script's folder; /sw.js, which the online
 * check asks for, is not one) as `fails(path, count)` says (count: how many requests of that
 * script came before this one); the entry script always loads. `hold(path)` keeps a request that
 * would load waiting until `release` or `heal` is called. Routing turns Chromium's HTTP cache off,
 * so an import after its chunk's fetch (src/chunks/fetch-then-import.ts) is a request too.
 */
async function faultScripts(
  page: Page,
  fails: (path: string, count: number) => boolean,
  hold: (path: string) => boolean = () => false,
): Promise<ScriptFaults> {
  if (!entryScript) throw new Error(`No entry script in ${buildDir}/booking.html`);
  const requests = new Map<string, number>();
  const held: Route[] = [];
  const failedPaths = new Set<string>();
  let failed = 0;
  let healed = false;
  let holding = true;
  let entryHasRun = () => {};
  const entryRan = new Promise<void>((resolve) => {
    entryHasRun = resolve;
  });
  await page.route('**/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === entryScript || !path.startsWith(scriptsFolder)) return route.continue();
    entryHasRun();
    const count = requests.get(path) ?? 0;
    requests.set(path, count + 1);
    if (!healed && fails(path, count)) {
      failed += 1;
      failedPaths.add(path);
      return route.abort('connectionreset');
    }
    if (holding && hold(path)) {
      held.push(route);
      return;
    }
    return route.continue();
  });
  const release = () => {
    holding = false;
    for (const route of held.splice(0)) void route.continue();
  };
  return {
    requests,
    failed: () => failed,
    failedPaths,
    release,
    heal: () => {
      healed = true;
      release();
    },
    entryRan,
  };
}

/** Types a whole booking as a visitor would, before the page has hydrated, and presses Book. */
async function typeAndPress(page: Page, booking: BookingInput, scripts: ScriptFaults): Promise<number> {
  await typeBooking(page, booking);
  await scripts.entryRan;
  expect(await isHydrated(page), 'pressed before hydration').toBe(false);
  await bookingForm(page).submit.click();
  return Date.now();
}

async function expectFieldsKept(page: Page, booking: BookingInput) {
  const form = bookingForm(page);
  await expect(form.name).toHaveValue(booking.name);
  await expect(form.email).toHaveValue(booking.email);
  await expect(form.phone).toHaveValue(booking.phone);
  await expect(form.date).toHaveValue(booking.date);
  await expect(form.time).toHaveValue(booking.time);
  await expect(form.interest).toHaveValue(booking.interest);
  await expect(form.message).toHaveValue(booking.message);
}

/** The hand-over links, parsed: each must carry the booking as typed. */
async function expectHandoverLinks(page: Page, booking: BookingInput) {
  const form = bookingForm(page).form;
  // Written out as the (English) page shows it: the campus by its name, each choice by its label.
  const summary = bookingSummaryText(
    {
      ...booking,
      campus: campusNamed(booking.campus),
      time: enWhen.when.clock(booking.time),
      interest: enBooking.interests[booking.interest as InterestOption],
    },
    { labels: enBooking.summary, dateLocale: enBooking.outbox.dateLocale },
  );

  const phone = form.getByRole('link', { name: /^Call / });
  await expect(phone).toHaveAttribute('href', `tel:${site.phone.e164}`);

  const mail = new URL(
    (await form.getByRole('link', { name: /^E-mail your request/ }).getAttribute('href')) ?? '',
  );
  expect(mail.protocol).toBe('mailto:');
  expect(decodeURIComponent(mail.pathname)).toBe(site.email);
  const mailBody = /[?&]body=([^&]*)/.exec(mail.search)?.[1];
  expect(decodeURIComponent(mailBody ?? '')).toBe(summary);

  const whatsapp = new URL((await form.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '');
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.pathname).toBe(`/${site.whatsapp.replace(/\D/g, '')}`);
  expect(whatsapp.searchParams.get('text')).toBe(summary);

  // Every value the visitor typed is in what they would send.
  for (const value of [
    booking.name,
    booking.email,
    booking.phone,
    booking.message,
    campusNamed(booking.campus),
  ])
    expect(summary).toContain(value.trim());
}

/** The booking arrived at the e-mail endpoint once, as typed. */
function expectSentOnce(email: EmailRoute) {
  expect(email.bodies().map((body) => body.template_params)).toEqual([
    expect.objectContaining(sentValues(aBooking)),
  ]);
}

/**
 * The reader goes on from the booking to the home page: the app starts, follows the link in the
 * page, and asks again for what its fetches ahead lost (src/chunks/fetch-then-import.ts forgets a
 * failed fetch). Until something needs the app, nothing asks for its chunks again.
 */
async function goOnInTheApp(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await mainNav(page).getByRole('link', { name: enCommon.nav.home, exact: true }).click();
  await expect(page).toHaveURL(paths.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page), 'followed in the app').toBe(true);
}

/**
 * Every script but the entry failed once and was asked for again: start-on-demand, the booking
 * form's island and React's DOM renderer among them, so the fault met the whole start-up chain of
 * the booking page's first load, and the app's, which the reader then moved on in (goOnInTheApp).
 * At most three requests a script: the failed one, the fetch and the import (the HTTP cache being
 * off, see faultScripts).
 */
async function expectEachFailedOnceThenLoaded(scripts: ScriptFaults) {
  const failed = [...scripts.failedPaths];
  for (const chunk of ['start-on-demand', 'booking-island', 'dom-renderer', 'client']) {
    expect(
      failed.filter((path) => new RegExp(`/${chunk}-[^/]+\\.js$`).test(path)),
      chunk,
    ).toHaveLength(1);
  }
  expect(scripts.failed()).toBe(failed.length);
  // The app's chunks may still be waiting for their retry when the page it went on to shows.
  await expect
    .poll(() => failed.filter((path) => (scripts.requests.get(path) ?? 0) < 2), {
      message: 'asked for again',
    })
    .toEqual([]);
  for (const [path, count] of scripts.requests) expect(count, path).toBeLessThanOrEqual(3);
}

const everyScriptFailingOnce = (_path: string, count: number) => count === 0;

const everyScriptFailingOnceTitle =
  'every script request but the entry failing once: the page hydrates, a booking made on it is sent once, and the app takes the next page';

/** The flaky first visit: every script request but the HTML's own entry fails once. */
async function bookAfterEveryScriptFailedOnce({ page, context }: { page: Page; context: BrowserContext }) {
  const email = await routeEmail(context);
  const scripts = await faultScripts(page, everyScriptFailingOnce);
  const started = Date.now();
  await visit(page, paths.booking);
  await waitForHydration(page);
  const hydratedAfterMs = Date.now() - started;
  await typeBooking(page, aBooking);
  await bookingForm(page).submit.click();

  await expect(confirmationHeading(page)).toBeVisible({ timeout: 25_000 });
  expectSentOnce(email);
  await goOnInTheApp(page);
  await expectEachFailedOnceThenLoaded(scripts);
  const made = [...scripts.requests.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `measured: hydrated ${hydratedAfterMs} ms after the visit began; ${scripts.failed()} of ${made} script requests failed`,
  );
  return scripts;
}

const pressedBeforeHydrationTitle =
  'every script failing once, Book pressed before hydration: the held booking is sent once and confirmed';

async function pressBeforeHydrationWithEveryScriptFailingOnce({
  page,
  context,
}: {
  page: Page;
  context: BrowserContext;
}) {
  const email = await routeEmail(context);
  // React's DOM renderer, once its failed request has been asked for again, is held until the
  // visitor has pressed: the press must come before the form hydrates, whatever this machine's speed.
  const scripts = await faultScripts(page, everyScriptFailingOnce, (path) =>
    /\/client-[^/]+\.js$/.test(path),
  );
  await visit(page, paths.booking);
  const pressed = await typeAndPress(page, aBooking, scripts);
  await expect(page.getByText(pendingText)).toBeVisible();
  // Held by the entry script: the note for a press nothing takes stays shut.
  await expect(page.getByText(notStartedText)).toBeHidden();
  scripts.release();

  await expect(confirmationHeading(page)).toBeVisible({ timeout: 25_000 });
  const sentAfterMs = Date.now() - pressed;
  expectSentOnce(email);
  await expect(page.getByText(handoverText)).toBeHidden();
  await goOnInTheApp(page);
  await expectEachFailedOnceThenLoaded(scripts);
  console.log(`measured: sent ${sentAfterMs} ms after the press; ${scripts.failed()} script requests failed`);
  return scripts;
}

test(everyScriptFailingOnceTitle, bookAfterEveryScriptFailedOnce);

test(pressedBeforeHydrationTitle, pressBeforeHydrationWithEveryScriptFailingOnce);

/**
 * Chromium with its implementation of whatwg/html#10327 turned off: a failed module fetch stays in
 * the module map for the page's life and an import() tried again fails at once, making no request,
 * as the first visits reported failing in Chromium 150 showed, and as in browsers before the change.
 */
const keepingFailedFetches = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--disable-features=ModuleMapDoNotCacheFailedFetch'],
      });
    },
    { scope: 'worker' },
  ],
});

/** Requests made by two import()s of a module whose first request fails: 1 where the failure is kept. */
async function requestsOfTwoImports(page: Page, scripts: ScriptFaults): Promise<number> {
  const probe = `${scriptsFolder}a-module-fetch-probe.js`;
  await page.evaluate(async (url) => {
    await import(url).catch(() => undefined);
    await import(url).catch(() => undefined);
  }, probe);
  return scripts.requests.get(probe) ?? 0;
}

test.describe("where a failed module fetch is kept for the page's life", () => {
  keepingFailedFetches(everyScriptFailingOnceTitle, async ({ page, context }) => {
    const scripts = await bookAfterEveryScriptFailedOnce({ page, context });
    expect(await requestsOfTwoImports(page, scripts), 'this browser keeps a failed module fetch').toBe(1);
  });

  keepingFailedFetches(pressedBeforeHydrationTitle, async ({ page, context }) => {
    const scripts = await pressBeforeHydrationWithEveryScriptFailingOnce({ page, context });
    expect(await requestsOfTwoImports(page, scripts), 'this browser keeps a failed module fetch').toBe(1);
  });
});

test('the app scripts never loading: after the hand-over wait the form hands the booking over, everything typed kept', async ({
  page,
  context,
}) => {
  const email = await routeEmail(context);
  const scripts = await faultScripts(page, () => true);
  await visit(page, paths.booking);
  const pressed = await typeAndPress(page, aBooking, scripts);
  await expect(page.getByText(pendingText)).toBeVisible();

  const handover = page.getByRole('alert').filter({ hasText: handoverText });
  await expect(handover).toBeVisible({ timeout: slowStartMs + 2_000 });
  const shownAfterMs = Date.now() - pressed;
  expect(shownAfterMs).toBeGreaterThan(slowStartMs - 1_000);
  await expect(page.getByText(pendingText)).toBeHidden();
  await expectFieldsKept(page, aBooking);
  await expectHandoverLinks(page, aBooking);

  // A correction typed now goes into the links too.
  const corrected = { ...aBooking, phone: '+254 711 000 111' };
  await bookingForm(page).phone.fill(corrected.phone);
  await expectHandoverLinks(page, corrected);
  expect(email.requests).toHaveLength(0);
  console.log(
    `measured: hand-over shown ${shownAfterMs} ms after the press; ${scripts.failed()} script requests failed`,
  );
});

test('the entry script itself failing: Book Appointment says at once that nothing was sent, and how to book instead', async ({
  page,
  context,
}) => {
  if (!entryScript) throw new Error(`No entry script in ${buildDir}/booking.html`);
  const email = await routeEmail(context);
  let entryRequests = 0;
  await page.route(`**${entryScript}`, (route) => {
    entryRequests += 1;
    return route.abort('connectionreset');
  });
  await visit(page, paths.booking);
  await typeBooking(page, aBooking);
  await bookingForm(page).submit.click();

  const note = page.getByRole('alert').filter({ hasText: notStartedText });
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    `tel:${site.phone.e164}`,
  );
  await expect(note.getByRole('link', { name: site.email })).toHaveAttribute('href', /^mailto:/);
  await expect(note.getByRole('link', { name: 'on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  expect(await axeViolations(page), 'with the note open').toEqual([]);
  await note.getByRole('button', { name: 'Close' }).click();
  await expect(note).toBeHidden();
  await expectFieldsKept(page, aBooking);
  expect(new URL(page.url()).search).toBe('');
  expect(entryRequests).toBeGreaterThan(0);
  expect(await isHydrated(page)).toBe(false);
  expect(email.requests).toHaveLength(0);
});

test('the app starting late, after the hand-over showed: the held booking is sent once, the hand-over withdrawn', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const email = await routeEmail(context);
  const scripts = await faultScripts(page, () => true);
  await visit(page, paths.booking);
  await typeAndPress(page, aBooking, scripts);
  const handover = page.getByRole('alert').filter({ hasText: handoverText });
  await expect(handover).toBeVisible({ timeout: slowStartMs + 2_000 });
  const healed = Date.now();
  scripts.heal();

  await waitForHydration(page);
  await expect(confirmationHeading(page)).toBeVisible({ timeout: 25_000 });
  const confirmed = Date.now();
  await expect(handover).toBeHidden();
  // Once: counted when the outbox is at rest, from where no second send can come.
  await outboxAtRest(page);
  expect(email.bodies().map((body) => body.template_params)).toEqual([
    expect.objectContaining(sentValues(aBooking)),
  ]);
  console.log(`measured: sent ${confirmed - healed} ms or less after the scripts came back`);
});

test('a page chunk failing once on an in-app navigation is fetched again: the page comes', async ({
  page,
}) => {
  // The app started by a link followed (a first load's app waits for something to need it).
  await openBookingInApp(page);
  const about = pages.find((candidate) => candidate.path === paths.about);
  if (!about) throw new Error('no about page in the build');
  const scripts = await faultScripts(
    page,
    (path, count) => /\/about-page-[^/]+\.js$/.test(path) && count === 0,
  );
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, about.path);
  await expect(page.getByRole('heading', { level: 1, name: about.heading })).toBeVisible();
  expect(scripts.failed()).toBe(1);
});

test('a slow link is never idle while the app starts: its scripts are all asked for before the first arrives', async ({
  page,
}) => {
  // The chain's first step (src/start-up/start-app.ts) held: what it evaluates one task at a time
  // after it, the app (render-app) and React's DOM renderer (client) among them, is on its way.
  // A chunk's file is its name and an eight-character hash (which may hold - and _).
  const chunkName = (path: string) => /([^/]+)-[\w-]{8}\.js$/.exec(path)?.[1] ?? path;
  const scripts = await faultScripts(
    page,
    () => false,
    (path) => chunkName(path) === 'start-app',
  );
  // A page whose app starts on a link followed (src/start-up/start-on-demand.ts).
  await visit(page, paths.home);
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: enCommon.nav.bookAppointment }).click();
  await expect
    .poll(() => [...scripts.requests.keys()].map(chunkName))
    .toEqual(expect.arrayContaining(['start-app', 'render-app', 'client', 'system', 'theme-config']));
  expect(await reactRuns(page)).toBe(false);
  scripts.release();
  await expect(page).toHaveURL(paths.booking);
  await expect(bookingForm(page).name).toBeVisible();
});
