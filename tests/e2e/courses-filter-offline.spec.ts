import { waitForServiceWorkerControl } from '../support/service-worker.ts';
import { paths } from '../../src/config/paths.ts';
import {
  expectedTitles,
  expectShown,
  facetGroup,
  optionsOf,
  radio,
} from '../support/course-filter-helpers.ts';
import { expect, test } from './fixtures';
import { isServerGone, startPreview } from '../support/pwa-preview-server.ts';

test('after one online visit, the filter works with the server gone: a typed filtered URL, new choices, a reload', async ({
  context,
  page,
}) => {
  test.setTimeout(60_000);
  const server = await startPreview();
  const url = (path: string) => `${server.origin}${path}`;
  try {
    await page.goto(url(paths.courses));
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('Ready to work offline')).toBeVisible();
    const levels = await optionsOf(page, 'Level');
    const fees = await optionsOf(page, 'Fee');
    const level = levels[levels.length - 1];
    const fee = fees[1];
    const otherFee = fees[fees.length - 1];
    if (!level || !fee || !otherFee) throw new Error('the filter offers no options');

    await server.stop();
    await context.setOffline(true);
    expect(await isServerGone(url('/'))).toBe(true);

    await page.goto(url(`${paths.courses}?level=${level.value}&fee=${fee.value}`));
    await expect(page.getByText(/^You are offline\./)).toBeVisible();
    await expect(radio(page, level)).toBeChecked();
    await expect(radio(page, fee)).toBeChecked();
    await expectShown(page, expectedTitles(level, fee));

    await radio(page, otherFee).check();
    await expectShown(page, expectedTitles(level, otherFee));
    await expect(page).toHaveURL(url(`${paths.courses}?level=${level.value}&fee=${otherFee.value}`));

    await page.reload();
    await expect(radio(page, otherFee)).toBeChecked();
    await expectShown(page, expectedTitles(level, otherFee));

    await facetGroup(page, 'Level').getByRole('radio').first().check();
    await expectShown(page, expectedTitles(otherFee));
    await expect(page).toHaveURL(url(`${paths.courses}?fee=${otherFee.value}`));
  } finally {
    await server.stop();
  }
});
