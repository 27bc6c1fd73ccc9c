// `npm run bench -- --phone`: a first visit of every page kind in every language on a phone (375 px,
// CPU and network slowed through CDP: phoneProfile), served as deployed. Before hydration it acts as an
// impatient visitor, by input events alone (menu tap, FAQ tap, a typed name and time), then checks what
// survived; beside it, the page without its scripts: the floor no script of ours goes below. The
// columns and why: docs/testing.md. Env: BUILD_DIR (dist), BENCH_PORT (4181), BENCH_PHONE_RUNS (3),
// BENCH_SKIP_BUILD=1, BENCH_ROUTES, BENCH_BASE_DIR (a second build, alternating, order swapped per run).
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import {
  benchBuilds,
  benchChromium,
  buildUnlessSkipped,
  inTurn,
  median,
  noScriptFile,
  pageKindOf,
  pageKindRoutes,
  phoneProfile,
  servePreviews,
  stopPreviews,
  writeLatestReport,
  writeNoScriptCopies,
} from './bench-report.mjs';
import { chromiumFlags, waitForServer } from './test-tools.mjs';

/* global window, document, MutationObserver */

const buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 4181);
const runs = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const chromePath = benchChromium();
const { cpuRate, rttMs, downKbps } = phoneProfile;
buildUnlessSkipped(buildDir);

const routes = process.env.BENCH_ROUTES?.split(',') ?? (await pageKindRoutes(buildDir));
const kindOf = await pageKindOf();
const typedName = 'Wanjiku Kamau';

const dirs = benchBuilds(buildDir);
// The floor's copies, in the first build's folder, before it is served.
const removeNoScriptCopies = await writeNoScriptCopies(dirs[0].dir, routes);
const builds = servePreviews(dirs, port).map((build) => ({
  ...build,
  samples: new Map(routes.map((route) => [route, []])),
}));
let browser;
const floorSamples = new Map(routes.map((route) => [route, []]));

// Runs in the page before its own scripts: timestamps for hydration, and the long tasks before it.
function recordMarks() {
  let hydrated;
  const marks = (window.__benchMarks = {
    longTasks: [],
    interactions: [],
    whenHydrated: new Promise((resolve) => (hydrated = resolve)),
  });
  new MutationObserver(() => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return;
    marks.hydrated ??= performance.now();
    hydrated();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      if (marks.hydrated === undefined || task.startTime < marks.hydrated)
        marks.longTasks.push(task.duration);
  }).observe({ type: 'longtask', buffered: true });
  // Event Timing's smallest threshold: a shorter interaction is one nobody feels.
  new PerformanceObserver((list) => {
    for (const event of list.getEntries()) if (event.interactionId) marks.interactions.push(event.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

try {
  for (const { origin } of builds) await waitForServer(`${origin}/`);
  browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumFlags,
  });
  for (let i = 0; i < runs; i++) {
    for (const route of routes) {
      for (const build of inTurn(builds, i)) {
        const sample = await measure(build.origin, route);
        build.samples.get(route).push(sample);
        process.stderr.write(
          `  run ${i + 1}/${runs} ${build.name} ${route}: paint ${sample.firstPaint} hydrated ${sample.hydrated} main thread ${sample.mainThread} press to form ${sample.pressToForm} acted at ${sample.actedAt}, lost ${sample.lost.join(', ') || 'nothing'}\n`,
        );
      }
      const floor = await measureFloor(builds[0].origin, route);
      floorSamples.get(route).push(floor);
      process.stderr.write(
        `  run ${i + 1}/${runs} no script ${route}: paint ${floor.firstPaint} main thread ${floor.mainThread}\n`,
      );
    }
  }
  const tables = Object.fromEntries(
    builds.map((build, index) => [build.name, tableOf(build.samples, index ? undefined : floorSamples)]),
  );
  console.log(
    `\nPhone profile: ${cpuRate}x CPU, ${rttMs} ms RTT, ${downKbps} kbps; first visit; ${runs} run(s), median ms`,
  );
  for (const build of builds) {
    console.log(`\n${build.name}: ${build.dir}\n`);
    printTable(tables[build.name]);
  }
  await writeLatestReport('phone', { runs, ...(builds.length > 1 ? { tables } : { rows: tables.head }) });
} finally {
  await browser?.close();
  stopPreviews(builds);
  await removeNoScriptCopies();
}

/** Each route's medians, and what any run lost; with `floors`, the no-script floor's medians too. */
function tableOf(samples, floors) {
  return routes.map((route) => {
    const list = samples.get(route);
    // In whole ms, of the finite values; NaN for none.
    const medianOf = (values, key) =>
      Math.round(median(values.map((sample) => sample[key]).filter(Number.isFinite)));
    const ms = (key) => medianOf(list, key);
    const floor = (key) => (floors ? medianOf(floors.get(route), key) : NaN);
    return {
      route,
      firstPaintMs: ms('firstPaint'),
      scriptMs: ms('script'),
      hydratedMs: ms('hydrated'),
      deadWindowMs: ms('hydrated') - ms('firstPaint'),
      mainThreadMs: ms('mainThread'),
      longTasksMs: ms('longTasks'),
      longestTaskMs: ms('longestTask'),
      slowestInputMs: ms('slowestInput'),
      pressToFormMs: ms('pressToForm'),
      lostTaps: list.reduce((sum, sample) => sum + sample.lostTaps, 0),
      lostCharacters: list.reduce((sum, sample) => sum + sample.lostCharacters, 0),
      noScriptFirstPaintMs: floor('firstPaint'),
      noScriptMainThreadMs: floor('mainThread'),
      noScriptLongTasksMs: floor('longTasks'),
      lost: [...new Set(list.flatMap((sample) => sample.lost))],
    };
  });
}

function printTable(rows) {
  const shown = (value) => (Number.isFinite(value) ? value : '–');
  console.log(
    '| route | first paint | script | hydrated | dead window | main thread | long tasks, sum | longest task | slowest input | press to form | lost taps | lost characters | no-script paint | no-script main thread | no-script long tasks |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${row.firstPaintMs} | ${row.scriptMs} | ${row.hydratedMs} | ${row.deadWindowMs} | ${row.mainThreadMs} | ${row.longTasksMs} | ${row.longestTaskMs} | ${row.slowestInputMs} | ${shown(row.pressToFormMs)} | ${row.lostTaps} | ${row.lostCharacters} | ${shown(row.noScriptFirstPaintMs)} | ${shown(row.noScriptMainThreadMs)} | ${shown(row.noScriptLongTasksMs)} |`,
    );
  }
  for (const row of rows.filter((r) => r.lost.length))
    console.log(`${row.route}: lost ${row.lost.join('; ')}`);
}

/** A phone on its first visit: a fresh context (an empty cache), the profile's network and CPU, marks recorded. */
async function openPhone() {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // The cache stays on, as on a phone, so a chunk the start-up chain fetched is imported from it.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: (downKbps * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Performance.enable');
  await page.addInitScript(recordMarks);
  // An expression's value in the page, by CDP alone: Playwright's locators and evaluate put its own
  // scripts in the page, whose parsing and polling would count as the site's main-thread work.
  const evaluate = async (expression) =>
    (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result
      .value;
  return { context, page, cdp, evaluate };
}

/** The main thread's task time so far, in ms (CDP's TaskDuration). */
async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Math.round((metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN) * 1000);
}

/** What recordMarks and the page's timings hold now, in whole ms (NaN for what did not happen). */
async function marksOf(page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[^/]*\.js$/.test(resource.name));
    const { hydrated, longTasks, interactions } = window.__benchMarks;
    return {
      firstPaint: Math.round(paint?.startTime),
      script: Math.round(entry?.responseEnd),
      hydrated: Math.round(hydrated),
      longTasks: Math.round(longTasks.reduce((sum, duration) => sum + duration, 0)),
      longestTask: Math.round(Math.max(0, ...longTasks)),
      slowestInput: Math.round(Math.max(0, ...interactions)),
    };
  });
}

/** The route's page with its scripts taken out, until it is parsed and painted. */
async function measureFloor(origin, route) {
  const { context, page, cdp, evaluate } = await openPhone();
  try {
    const response = await page.goto(`${origin}/${noScriptFile(route)}`, { waitUntil: 'commit' });
    if (!response?.ok()) throw new Error(`${route}: its copy without scripts answered ${response?.status()}`);
    // Parsed and painted, not loaded: the load event waits for pictures, which hydration does not.
    const shown = `document.readyState !== 'loading' && performance.getEntriesByType('paint').length > 0`;
    const deadline = Date.now() + 30_000;
    while (!(await evaluate(shown))) {
      if (Date.now() > deadline) throw new Error(`${route}: its copy without scripts did not paint in 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const mainThread = await mainThreadMs(cdp);
    const { firstPaint, longTasks } = await marksOf(page);
    return { firstPaint, mainThread, longTasks };
  } finally {
    await context.close();
  }
}

/** One first visit of one route, acting in the dead window; times in ms from navigation start. */
async function measure(origin, route) {
  const { context, page, cdp, evaluate } = await openPhone();
  const lost = [];
  const tapsLost = [];
  let lostCharacters = 0;
  // Taps the `nth` match once the page has painted (Chromium drops input before) and it holds still.
  const tap = async (selector, nth = 0) => {
    let last;
    for (;;) {
      const centre = await evaluate(
        `(() => { const target = document.querySelectorAll(${JSON.stringify(selector)})[${nth}]; if (!target || !performance.getEntriesByType('paint').length) return null; target.scrollIntoView({ block: 'center' }); const box = target.getBoundingClientRect(); return box.width ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null; })()`,
      );
      if (centre && centre.x === last?.x && centre.y === last?.y) return page.mouse.click(centre.x, centre.y);
      last = centre;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    const menuToggle = 'header details[data-menu-toggle]';
    const faq = 'main details[name="faq"]';
    // The second question: the first is open from the start.
    const questionIndex = 1;
    const nameField = 'input[name="name"]';
    const timeField = 'select[name="time"]';
    const name = page.locator(nameField);
    const isOpen = (details) => details.evaluate((element) => element.open);
    const kind = kindOf(route);
    if (kind === 'booking') {
      await tap(nameField);
      await page.keyboard.type(typedName);
      // From the keyboard, as a visitor who tabbed to it: down to 10:00 (by value, the 24-hour time
      // the site keeps, in every language), which a closed select takes without opening.
      const steps = await evaluate(
        `(() => { const select = document.querySelector(${JSON.stringify(timeField)}); select.focus(); return [...select.options].findIndex((option) => option.value === '10:00') - select.selectedIndex; })()`,
      );
      for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowDown');
    } else if (kind === 'faqs') {
      await tap(`${faq} > summary`, questionIndex);
    } else {
      await tap(`${menuToggle} > summary`);
    }
    const tappedAt = await evaluate('performance.now()');
    await Promise.race([
      evaluate('window.__benchMarks.whenHydrated.then(() => true)'),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`${route} did not hydrate in 30 s`)), 30_000),
      ),
    ]);
    const mainThread = await mainThreadMs(cdp);
    await page.waitForTimeout(500);
    const marks = await marksOf(page);
    if (kind === 'booking') {
      // What the form holds, not only what the box shows: submit it (nothing is sent, the form is
      // incomplete) and see whether it still has the name.
      await page.locator('form button[data-submit]').click();
      await page.waitForTimeout(300);
      const refused = (await name.getAttribute('aria-invalid')) === 'true';
      if (refused) lost.push('the typed name, as far as the form knows (submit marks the field invalid)');
      const kept = refused ? '' : await name.inputValue();
      const matched = [...typedName].findIndex((character, i) => kept[i] !== character);
      lostCharacters = matched < 0 ? 0 : typedName.length - matched;
      if (lostCharacters > 0) lost.push(`${lostCharacters} of ${typedName.length} typed characters`);
      if ((await page.locator(timeField).inputValue()) !== '10:00') tapsLost.push('the chosen time');
    } else if (kind === 'faqs') {
      if (!(await isOpen(page.locator(faq).nth(questionIndex)))) tapsLost.push('the tap on an FAQ question');
    } else if (!(await isOpen(page.locator(menuToggle)))) tapsLost.push('the tap on the menu toggle');
    const pressToForm = kind === 'booking' ? NaN : await pressToBookingForm(page, name);
    return {
      ...marks,
      mainThread,
      pressToForm: Math.round(pressToForm),
      actedAt: Math.round(tappedAt),
      lost: [...lost, ...tapsLost],
      lostTaps: tapsLost.length,
      lostCharacters,
    };
  } finally {
    await context.close();
  }
}

/** A tap (the finger down a tenth of a second) on the page's link to the booking form, 3 s after the load: ms until the form shows. */
async function pressToBookingForm(page, nameField) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_000);
  const link = page.locator('main a[href$="/booking"], main a[href*="/booking?"]').first();
  if ((await link.count()) === 0) return NaN;
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) return NaN;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const pressed = Date.now();
  await page.mouse.down();
  await page.waitForTimeout(100);
  await page.mouse.up();
  await nameField.waitFor({ state: 'visible', timeout: 20_000 });
  return Date.now() - pressed;
}
