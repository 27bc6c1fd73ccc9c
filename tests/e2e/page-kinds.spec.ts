import { expect, test, withoutServiceWorker } from './fixtures';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts.ts';
import { styleMoves, watchStyleMoves } from '../support/style-moves.ts';
import { coursePath, paths } from '../../src/config/paths.ts';
import { axeViolations } from '../support/axe.ts';
import { content, inEveryLanguage } from '../support/site-content.ts';

// One page of each kind in each language, loaded as a phone loads it, and every check of a whole
// page made on that load (a load with its hydration costs as much as a check).
//
// Hydration must not move the prerendered page, which is what a phone paints first, nor its style
// elements. A button that appears once it can work keeps its place before (share-link.tsx's Copy
// link did not, and moved the Kiswahili course page, whose longer words wrap the row differently).
// Counted from the frame after the parsed page's first layout, before which no script of the app
// has run: a page painted while it still arrives grows as its text does (a link whose words came
// in the next packet), and a loaded machine may lay the last of it out only after parsing ends
// (seen once: the college's name moved 0.0001 at 412 px in a full suite, never in a run of its own).
//
// axe, where it can find something new: every course page is one template, whose data the schema
// and course-pages.spec.ts check, so axe on a second course judges the same markup again. At a
// phone's width in every language, and at the desktop's in English: a language changes the words
// and marks, which axe's rules judge the same at any width; the width changes the layout (what
// shows, where, on what background), which the kinds cover. Open menus and the booking form's
// states are a11y.spec.ts's.
const [firstCourse] = content.courses;
const kinds = [
  ...Object.values(paths),
  ...(firstCourse ? [coursePath(firstCourse.slug)] : []),
  '/no-such-page',
];
const routes = inEveryLanguage(kinds);

// Two common Android widths: a row of buttons that fits at one wraps at the other. The narrower
// last: axe judges the page as it is left, at the narrowest layout a phone gives it.
const narrowest = 360;
const phoneWidths = [412, narrowest];
const desktop = { width: 1280, height: 800 };

// What a page shows does not depend on the service worker, whose install would fetch the whole
// precache in every test.
test.use(withoutServiceWorker);

for (const route of routes) {
  const wide = kinds.includes(route);
  test(`${route} hydrates without moving or restyling at ${phoneWidths.join(' and ')} px, and axe finds nothing at ${narrowest} px${wide ? ` and ${desktop.width} px` : ''}`, async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await watchStyleMoves(page);
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route);
      // What the start-up loads after hydration (the notices, the outbox) has had its turn.
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page), `at ${width} px`).toEqual([]);
      expect(await styleMoves(page), 'prerendered styles moved').toEqual([]);
    }
    expect(await axeViolations(page), `at ${narrowest} px`).toEqual([]);
    if (!wide) return;
    await page.setViewportSize(desktop);
    expect(await axeViolations(page), `at ${desktop.width} px`).toEqual([]);
  });
}
