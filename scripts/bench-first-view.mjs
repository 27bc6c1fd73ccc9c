// The pictures a phone downloads on its first view of a page, for `npm run bench`: Chromium at
// 390x844 CSS px, DPR 2 (a common Android phone), a fresh profile, no scrolling. Two figures a
// route: the page's own pictures (service worker blocked), and every picture fetched until the
// service worker is ready (the page's plus the worker's precache of each photo's phone width).
import { chromium } from 'playwright-core';
import { chromiumFlags } from './test-tools.mjs';

/** Bytes of pictures a phone downloads on its first view of the home page: a metered visitor's budget. */
const firstViewPictureTarget = 250 * 1000;
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Lazy pictures near the fold start after layout: the page is done once the network has been
// quiet this long after load.
const settleMs = 1000;

/** Bytes of every image response from the network in one first visit of `url`. */
async function pictureBytes(browser, url, withWorker) {
  const context = await browser.newContext({
    ...phone,
    serviceWorkers: withWorker ? 'allow' : 'block',
    // The bench's own certificate, made for the run (bench.mjs).
    ignoreHTTPSErrors: true,
  });
  const sizes = [];
  context.on('requestfinished', (request) => {
    sizes.push(
      (async () => {
        const response = await request.response();
        const type = (await response?.headerValue('content-type')) ?? '';
        // Answered by the worker: its own fetch from the network, if any, is counted instead.
        if (!response || !type.startsWith('image/') || response.fromServiceWorker()) return undefined;
        const { responseBodySize } = await request.sizes().catch(() => ({ responseBodySize: -1 }));
        const bytes = responseBodySize >= 0 ? responseBodySize : (await response.body()).length;
        return { url: request.url(), type, bytes, byWorker: Boolean(request.serviceWorker()) };
      })().catch(() => undefined),
    );
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // waitForFunction, not evaluate: evaluate takes no timeout, and a worker that never activates
    // would hold the bench for ever.
    const workerReady =
      withWorker &&
      (await page
        .waitForFunction(() => navigator.serviceWorker.ready.then(() => true), undefined, { timeout: 30_000 })
        .then(() => true)
        .catch(() => false));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    return { pictures: (await Promise.all(sizes)).filter(Boolean), workerReady };
  } finally {
    await context.close();
  }
}

/** First-view picture figures of each route, as rows for `formatFirstView`. */
export async function measureFirstView({ chromePath, origin, routes }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  try {
    const rows = [];
    for (const route of routes) {
      const page = await pictureBytes(browser, `${origin}${route}`, false);
      const withWorker = await pictureBytes(browser, `${origin}${route}`, true);
      const sum = (list) => list.reduce((total, picture) => total + picture.bytes, 0);
      rows.push({
        route,
        pageBytes: sum(page.pictures),
        pagePictures: page.pictures.map(({ url, bytes }) => ({ path: new URL(url).pathname, bytes })),
        withWorkerBytes: sum(withWorker.pictures),
        workerBytes: sum(withWorker.pictures.filter((picture) => picture.byWorker)),
        // The photos' precached phone files (the only WebP the worker fetches), apart from the icons
        // and illustrations it precaches too.
        workerPhotoBytes: sum(
          withWorker.pictures.filter((picture) => picture.byWorker && picture.type.startsWith('image/webp')),
        ),
        workerReady: withWorker.workerReady,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The rows as text: the target is the home page's, the other pages are shown for comparison. */
export function formatFirstView(rows) {
  const lines = [
    `First view at 390x844 DPR 2, pictures from the network (target for / : <= ${kb(firstViewPictureTarget)}):`,
  ];
  for (const row of rows) {
    const verdict = row.route === '/' ? (row.pageBytes <= firstViewPictureTarget ? ' pass' : ' FAIL') : '';
    lines.push(
      `  ${row.route.padEnd(12)} page ${kb(row.pageBytes).padStart(9)}${verdict}; with the service worker's install ${kb(row.withWorkerBytes)} (worker ${kb(row.workerBytes)}, of it WebP photos ${kb(row.workerPhotoBytes)}${row.workerReady ? '' : ', worker never became ready'})`,
    );
    for (const picture of row.pagePictures)
      lines.push(`      ${kb(picture.bytes).padStart(9)}  ${picture.path}`);
  }
  return lines.join('\n');
}
