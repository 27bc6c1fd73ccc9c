import { expect, test, withoutServiceWorker } from './fixtures';
import { coursePath, paths } from '../../src/config/paths.ts';
import { content, inEveryLanguage } from '../support/site-content.ts';

// The prerendered page is what a phone paints first; hydration must not move it. A button that
// appears once it can work keeps its place before (share-link.tsx's Copy link did not, and moved
// the Kiswahili course page, whose longer words wrap the row differently). Counted from the end of
// parsing, when the scripts run: a page painted while it still arrives grows as its text does (a
// link whose words came in the next packet), which a loaded machine shows at random.
const [firstCourse] = content.courses;
const routes = inEveryLanguage([
  ...Object.values(paths),
  ...(firstCourse ? [coursePath(firstCourse.slug)] : []),
]);

// Two common Android widths: a row of buttons that fits at one wraps at the other.
const phoneWidths = [360, 412];

test.use(withoutServiceWorker);

for (const route of routes) {
  test(`${route} does not move or restyle when it hydrates, at ${phoneWidths.join(' and ')} px`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: { at: number; text: string }[] = [];
      Object.defineProperty(window, '__shifts', { value: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node }[];
        })[]) {
          const moved = entry.sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '(text)',
          );
          shifts.push({ at: entry.startTime, text: `${entry.value.toFixed(4)}: ${moved.join(', ')}` });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // Each prerendered style element moves once at most, when the app's style cache adopts it:
      // every move re-parses its CSS and restyles the whole page (Emotion's default cache moved
      // them all once more, unless marked as placed).
      const moves = new Map<Node, number>();
      const movedTwice: string[] = [];
      Object.defineProperty(window, '__movedTwice', { value: movedTwice });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) {
            if (!(node instanceof HTMLStyleElement)) continue;
            const count = (moves.get(node) ?? 0) + 1;
            moves.set(node, count);
            if (count === 2) movedTwice.push((node.dataset.emotion ?? '').slice(0, 40));
          }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route);
      // What the start-up loads after hydration (the notices, the outbox) has had its turn.
      await page.waitForLoadState('networkidle');
      const afterParsing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const parsed = navigation?.domInteractive ?? 0;
        return (window as unknown as { __shifts: { at: number; text: string }[] }).__shifts
          .filter((shift) => shift.at >= parsed)
          .map((shift) => shift.text);
      });
      expect(afterParsing, `at ${width} px`).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { __movedTwice: string[] }).__movedTwice),
      ).toEqual([]);
    }
  });
}
