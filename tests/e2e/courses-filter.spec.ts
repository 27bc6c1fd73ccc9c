import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { axeViolations } from '../support/axe.ts';
import {
  allTitles,
  clearFilters,
  courseList,
  emptyNote,
  expectedBandStarts,
  expectedTitles,
  expectShown,
  facetGroup,
  feeRange,
  optionsOf,
  radio,
} from '../support/course-filter-helpers.ts';
import { reactRuns } from '../support/site-helpers.ts';
import { expect, test, withoutServiceWorker } from './fixtures';

test.use(withoutServiceWorker);

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
const count = (page: Page) => courseList(page).getByText(/^Showing /);

test('the options come from the data: a level for each step some course spans, fee bands cut where the packages start', async ({
  page,
}) => {
  await page.goto(paths.courses);
  const levels = await optionsOf(page, 'Level');
  const fees = await optionsOf(page, 'Fee');
  expect(levels[0]?.value).toBe('');
  expect(fees[0]?.value).toBe('');
  // Every option shows some course (none leads to an empty list on its own).
  for (const option of [...levels, ...fees])
    expect(expectedTitles(option).length, option.label).toBeGreaterThan(0);
  // Each band's edges are where a package starts (the cheapest package's start is no edge).
  for (const option of fees.slice(1)) {
    const { min, max } = feeRange(option.label);
    expect(min === 0 || expectedBandStarts.includes(min), `${option.label} starts at a package`).toBe(true);
    expect(
      max === Number.POSITIVE_INFINITY || expectedBandStarts.includes(max + 1),
      `${option.label} ends at one`,
    ).toBe(true);
  }
  // Every course is under exactly one band.
  for (const title of allTitles) {
    const under = fees.slice(1).filter((option) => expectedTitles(option).includes(title));
    expect(under, title).toHaveLength(1);
  }
});

test('after hydration: each option shows the matching courses, says how many, and puts the choice in the URL', async ({
  page,
}) => {
  await page.goto(paths.courses);
  // The first load's app starts as the reader turns to the filter (src/start-up/start-on-demand.ts).
  await facetGroup(page, 'Level').getByRole('radio').first().focus();
  await expect(count(page)).toHaveText(`Showing all ${allTitles.length} courses`);
  await expect(count(page)).toHaveAttribute('aria-live', 'polite');
  const levels = await optionsOf(page, 'Level');
  const fees = await optionsOf(page, 'Fee');
  for (const option of [...levels.slice(1), ...fees.slice(1)]) {
    await radio(page, option).check();
    const titles = expectedTitles(option);
    await expectShown(page, titles, option.label);
    await expect(count(page)).toHaveText(`Showing ${titles.length} of ${allTitles.length} courses`);
    const name = option.facet === 'Level' ? 'level' : 'fee';
    await expect(page).toHaveURL(`${paths.courses}?${name}=${option.value}`);
    // Back to "any" before the next facet's options.
    await facetGroup(page, option.facet).getByRole('radio').first().check();
  }
  await expect(page).toHaveURL(paths.courses);
  await expectShown(page, allTitles);

  // Both facets at once, in every combination: the list is the intersection, or the empty note.
  for (const level of levels.slice(1)) {
    for (const fee of fees.slice(1)) {
      await radio(page, level).check();
      await radio(page, fee).check();
      const titles = expectedTitles(level, fee);
      await expectShown(page, titles, `${level.label} + ${fee.label}`);
      await expect(page).toHaveURL(`${paths.courses}?level=${level.value}&fee=${fee.value}`);
      if (titles.length === 0) await expect(emptyNote(page)).toBeVisible();
      else await expect(emptyNote(page)).toBeHidden();
    }
  }
});

test('a first visit runs no React until the reader turns to the filter; a choice then lands in the URL', async ({
  page,
}) => {
  await page.goto(paths.courses);
  expect(await reactRuns(page), 'React before the filter was touched').toBe(false);
  await expect(count(page)).toHaveCount(0);
  const [, level] = await optionsOf(page, 'Level');
  if (!level) throw new Error('the filter offers no options');
  await radio(page, level).click();
  // The radios and CSS filter at once; the app, started by the press, writes the address and count.
  await expectShown(page, expectedTitles(level));
  await expect(page).toHaveURL(`${paths.courses}?level=${level.value}`);
  await expect(count(page)).toHaveText(
    `Showing ${expectedTitles(level).length} of ${allTitles.length} courses`,
  );
  expect(await reactRuns(page)).toBe(true);
});

test('choices made faster than the page redraws all hold: the radios, the list and the URL agree', async ({
  page,
}) => {
  await page.goto(paths.courses);
  // The first load's app starts as the reader turns to the filter (src/start-up/start-on-demand.ts).
  await facetGroup(page, 'Level').getByRole('radio').first().focus();
  await expect(count(page)).toHaveText(`Showing all ${allTitles.length} courses`);
  const [, level] = await optionsOf(page, 'Level');
  const [, fee] = await optionsOf(page, 'Fee');
  if (!level || !fee) throw new Error('the filter offers no options');
  const anyLevel = facetGroup(page, 'Level').getByRole('radio').first();
  // Several clicks in one task, as a quick thumb or a slow phone delivers them: each change
  // event arrives before React has drawn the previous one.
  const clickAtOnce = async (...radios: Locator[]) => {
    const handles = await Promise.all(radios.map((locator) => locator.elementHandle()));
    await page.evaluate((inputs) => {
      for (const input of inputs) if (input instanceof HTMLElement) input.click();
    }, handles);
  };
  // One click per task, with no frame between them: the router may draw the first in between.
  const clickInTurn = async (...radios: Locator[]) => {
    const handles = await Promise.all(radios.map((locator) => locator.elementHandle()));
    await page.evaluate(
      (inputs) =>
        new Promise<void>((resolve) => {
          const next = (index: number) => {
            const input = inputs[index];
            if (input instanceof HTMLElement) input.click();
            if (index + 1 < inputs.length) setTimeout(() => next(index + 1));
            else resolve();
          };
          next(0);
        }),
      handles,
    );
  };
  const expectChoice = async (titles: string[], search: string) => {
    await expectShown(page, titles);
    await expect(page).toHaveURL(`${paths.courses}${search}`);
    // Still so once the page has drawn two more frames: the updates the clicks scheduled have been
    // rendered and their effects run, so a late navigation of theirs would have come.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page).toHaveURL(`${paths.courses}${search}`);
  };

  await clickAtOnce(radio(page, level), radio(page, fee));
  await expect(radio(page, level)).toBeChecked();
  await expect(radio(page, fee)).toBeChecked();
  await expectChoice(expectedTitles(level, fee), `?level=${level.value}&fee=${fee.value}`);

  // Away and back again before a redraw: the URL ends where the radios are.
  await clickAtOnce(anyLevel, radio(page, level));
  await expect(radio(page, level)).toBeChecked();
  await expectChoice(expectedTitles(level, fee), `?level=${level.value}&fee=${fee.value}`);

  // Both back to "any" and a new pair, a task apart each.
  const anyFee = facetGroup(page, 'Fee').getByRole('radio').first();
  await clickInTurn(anyLevel, anyFee, radio(page, level), radio(page, fee), anyLevel);
  await expect(anyLevel).toBeChecked();
  await expect(radio(page, fee)).toBeChecked();
  await expectChoice(expectedTitles(fee), `?fee=${fee.value}`);
});

test('a shared filtered URL opens with its filter applied; an unknown value is ignored', async ({ page }) => {
  await page.goto(paths.courses);
  const levels = await optionsOf(page, 'Level');
  const fees = await optionsOf(page, 'Fee');
  const chosenLevel = levels[levels.length - 1];
  const chosenFee = fees[1];
  if (!chosenLevel || !chosenFee) throw new Error('the filter offers no options');
  await page.goto(`${paths.courses}?level=${chosenLevel.value}&fee=${chosenFee.value}`);
  await expect(radio(page, chosenLevel)).toBeChecked();
  await expect(radio(page, chosenFee)).toBeChecked();
  const titles = expectedTitles(chosenLevel, chosenFee);
  await expectShown(page, titles);
  await expect(count(page)).toHaveText(
    titles.length === allTitles.length
      ? `Showing all ${allTitles.length} courses`
      : `Showing ${titles.length} of ${allTitles.length} courses`,
  );

  // An unknown value (an old link) is ignored rather than hiding everything.
  await page.goto(`${paths.courses}?level=no-such-level`);
  await expect(facetGroup(page, 'Level').getByRole('radio').first()).toBeChecked();
  await expectShown(page, allTitles);
});

test('Clear filters shows every course again; the header’s Courses link and Back move the filter with the URL', async ({
  page,
}) => {
  await page.goto(paths.courses);
  await expect(clearFilters(page)).toBeHidden();
  const levels = await optionsOf(page, 'Level');
  const fees = await optionsOf(page, 'Fee');
  const level = levels[1];
  const fee = fees[fees.length - 1];
  if (!level || !fee) throw new Error('the filter offers no options');
  await radio(page, level).check();
  await radio(page, fee).check();
  await expectShown(page, expectedTitles(level, fee));
  await clearFilters(page).click();
  await expectShown(page, allTitles);
  await expect(page).toHaveURL(paths.courses);
  await expect(facetGroup(page, 'Level').getByRole('radio').first()).toBeChecked();
  await expect(facetGroup(page, 'Fee').getByRole('radio').first()).toBeChecked();
  await expect(clearFilters(page)).toBeHidden();

  // A link to /courses while a filter is on is a new page's worth of list: every course.
  await radio(page, level).check();
  await expect(page).toHaveURL(`${paths.courses}?level=${level.value}`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Courses', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(paths.courses);
  await expectShown(page, allTitles);
  await expect(facetGroup(page, 'Level').getByRole('radio').first()).toBeChecked();
  // Back returns to the filtered entry, radios and list included.
  await page.goBack();
  await expect(page).toHaveURL(`${paths.courses}?level=${level.value}`);
  await expect(radio(page, level)).toBeChecked();
  await expectShown(page, expectedTitles(level));
});

test('choosing filters replaces the URL: Back leaves the page instead of stepping through every choice', async ({
  page,
}) => {
  await page.goto(paths.home);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Courses', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(paths.courses);
  for (const option of (await optionsOf(page, 'Fee')).slice(1)) {
    await radio(page, option).check();
    await expect(page).toHaveURL(new RegExp(`fee=${option.value}$`));
  }
  await page.goBack();
  await expect(page).toHaveURL(paths.home);
});

test('the radios work from the keyboard: Tab into a facet, arrows to choose, Tab to the next facet', async ({
  page,
}) => {
  await page.goto(paths.courses);
  const levels = await optionsOf(page, 'Level');
  const fees = await optionsOf(page, 'Fee');
  const first = facetGroup(page, 'Level').getByRole('radio').first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const [, secondLevel] = levels;
  if (!secondLevel) throw new Error('no level options');
  await expect(radio(page, secondLevel)).toBeFocused();
  await expect(radio(page, secondLevel)).toBeChecked();
  await expectShown(page, expectedTitles(secondLevel));
  // A radio group is one Tab stop: the next Tab goes to the fee facet's checked radio.
  await page.keyboard.press('Tab');
  await expect(facetGroup(page, 'Fee').getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const [, secondFee] = fees;
  if (!secondFee) throw new Error('no fee options');
  await expect(radio(page, secondFee)).toBeChecked();
  await expectShown(page, expectedTitles(secondLevel, secondFee));
  await expect(page).toHaveURL(`${paths.courses}?level=${secondLevel.value}&fee=${secondFee.value}`);
});

test('/courses with a filter applied has no axe violations at 375 px and 1280 px', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(paths.courses);
  const levels = await optionsOf(page, 'Level');
  const chosen = levels[levels.length - 1];
  if (!chosen) throw new Error('no level options');
  await radio(page, chosen).check();
  await expectShown(page, expectedTitles(chosen));
  expect(await axeViolations(page), 'at 375 px').toEqual([]);
  await page.setViewportSize(desktop);
  expect(await axeViolations(page), 'at 1280 px').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('course cards are compact: at least three per screen height, each with its fee, duration, level and Enroll Now', async ({
    page,
  }) => {
    await page.goto(paths.courses);
    const cards = courseList(page).getByRole('article');
    await expect(cards).toHaveCount(allTitles.length);
    const list = await cards.first().evaluate((card) => {
      const grid = card.parentElement as HTMLElement;
      return { height: grid.scrollHeight, cards: grid.querySelectorAll('article').length };
    });
    console.info(
      `course list at 375 px: ${list.height} px for ${list.cards} cards, ${(list.height / list.cards).toFixed(0)} px each`,
    );
    expect(list.height / list.cards).toBeLessThanOrEqual(phone.height / 3);
    for (const card of await cards.all()) {
      // The fee, and its unit where it has one ("per language").
      await expect(card.getByText(/^KSh [\d,]+/)).toBeVisible();
      await expect(card.getByRole('definition')).toHaveCount(2);
      const enroll = card.getByRole('link', { name: /^Enroll Now in / });
      await enroll.scrollIntoViewIfNeeded();
      await expect(enroll).toBeInViewport();
    }
  });
});
