import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import {
  allTitles,
  clearFilters,
  expectedTitles,
  expectShown,
  facetGroup,
  optionsOf,
  radio,
} from '../support/course-filter-helpers.ts';
import { expect, holdHydration, isHydrated, test, visit, waitForHydration } from './first-paint-fixtures.ts';
import { withoutServiceWorker } from './fixtures.ts';

test.use(withoutServiceWorker);

/** Checks the test really acted before hydration; otherwise it would prove nothing. */
async function expectNotHydratedYet(page: Page) {
  expect(await isHydrated(page), 'acted before hydration').toBe(false);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, slowCpu: false });

  test('every option and every pair of options filters the prerendered list (radios and CSS alone)', async ({
    page,
  }) => {
    await visit(page, paths.courses);
    await expectShown(page, allTitles);
    const levels = await optionsOf(page, 'Level');
    const fees = await optionsOf(page, 'Fee');
    for (const option of [...levels.slice(1), ...fees.slice(1)]) {
      await radio(page, option).check();
      await expectShown(page, expectedTitles(option), option.label);
      await facetGroup(page, option.facet).getByRole('radio').first().check();
    }
    await expectShown(page, allTitles);
    for (const level of levels.slice(1)) {
      for (const fee of fees.slice(1)) {
        await radio(page, level).check();
        await radio(page, fee).check();
        await expectShown(page, expectedTitles(level, fee), `${level.label} + ${fee.label}`);
      }
    }
    await expect(clearFilters(page)).toBeVisible();
    await clearFilters(page).click();
    await expectShown(page, allTitles);
    await expect(clearFilters(page)).toBeHidden();
    // No count without JavaScript: the live region stays empty rather than wrong.
    await expect(page.getByRole('region', { name: 'All courses' }).getByText(/^Showing /)).toHaveCount(0);
  });
});

test.describe('before hydration, on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a choice made before hydration filters at once, survives hydration and lands in the URL', async ({
    page,
  }) => {
    const app = await holdHydration(page);
    await visit(page, paths.courses);
    const levels = await optionsOf(page, 'Level');
    const fees = await optionsOf(page, 'Fee');
    const level = levels[levels.length - 1];
    const fee = fees[1];
    if (!level || !fee) throw new Error('the filter offers no options');
    await radio(page, level).check();
    await radio(page, fee).check();
    await expectShown(page, expectedTitles(level, fee));
    await expectNotHydratedYet(page);

    await app.release();
    await waitForHydration(page);
    await expect(page).toHaveURL(`${paths.courses}?level=${level.value}&fee=${fee.value}`);
    await expect(radio(page, level)).toBeChecked();
    await expect(radio(page, fee)).toBeChecked();
    await expectShown(page, expectedTitles(level, fee));
  });

  test('on a shared URL, the visitor’s own choice before hydration wins over the URL’s', async ({ page }) => {
    const app = await holdHydration(page);
    await visit(page, paths.courses);
    const levels = await optionsOf(page, 'Level');
    const fees = await optionsOf(page, 'Fee');
    const sharedLevel = levels[1];
    const fee = fees[fees.length - 1];
    if (!sharedLevel || !fee) throw new Error('the filter offers no options');
    // The URL asks for one level; before hydration the visitor picks a fee band from the full list.
    await visit(page, `${paths.courses}?level=${sharedLevel.value}`);
    // The prerendered page cannot know the query: every course shows until hydration.
    await expectShown(page, allTitles);
    await radio(page, fee).check();
    await expectShown(page, expectedTitles(fee));
    await expectNotHydratedYet(page);

    await app.release();
    await waitForHydration(page);
    await expect(page).toHaveURL(`${paths.courses}?fee=${fee.value}`);
    await expect(radio(page, fee)).toBeChecked();
    await expect(facetGroup(page, 'Level').getByRole('radio').first()).toBeChecked();
    await expectShown(page, expectedTitles(fee));
  });

  test('on a shared URL left alone, hydration applies the URL’s filter', async ({ page }) => {
    const app = await holdHydration(page);
    await visit(page, paths.courses);
    const levels = await optionsOf(page, 'Level');
    const level = levels[levels.length - 1];
    if (!level) throw new Error('no level options');
    await visit(page, `${paths.courses}?level=${level.value}`);
    await expectShown(page, allTitles);
    await app.release();
    await waitForHydration(page);
    await expect(radio(page, level)).toBeChecked();
    await expectShown(page, expectedTitles(level));
    await expect(page).toHaveURL(`${paths.courses}?level=${level.value}`);
  });
});
