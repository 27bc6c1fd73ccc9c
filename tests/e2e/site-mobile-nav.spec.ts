import { expect, test, withoutServiceWorker } from './fixtures';
import { mainNav, navMenu } from '../support/site-helpers';
import { localizedPath, locales, otherLocales } from '../../src/config/locales';
import { paths } from '../../src/config/paths';
import { uiWords } from '../../tools/ui-words.ts';
import { site } from '../support/site-content';

test.use(withoutServiceWorker);

test.use({ viewport: { width: 375, height: 740 } });

test('the phone menu is collapsed behind a labelled toggle', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const navId = await toggle.getAttribute('aria-controls');
  expect(navId).toBeTruthy();
  await expect(page.locator(`#${String(navId)}`)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book Appointment' })).toBeHidden();

  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Book Appointment' })).toBeVisible();

  await close.click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(`#${String(navId)}`)).toBeHidden();
});

test('following a link closes the phone menu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mainNav(page).getByRole('link', { name: 'Courses', exact: true }).click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our courses');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page)).toBeHidden();
});

test('submenus work inside the phone menu and land on their section', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const community = navMenu(page, 'Community');
  await community.getByRole('button', { name: 'Community' }).click();
  await community.getByRole('link', { name: 'Alumni' }).click();
  await expect(page).toHaveURL('/community#alumni');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#alumni')).toBeInViewport();
});

test('Escape closes the phone menu and returns focus to the toggle', async ({ page }) => {
  await page.goto('/faqs');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mainNav(page).getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Escape');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('with one submenu open, tapping the next one opens it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const about = navMenu(page, 'About');
  const community = navMenu(page, 'Community');
  await about.getByRole('button', { name: 'About' }).click();
  await expect(about.getByRole('link', { name: 'FAQs' })).toBeVisible();
  // The open About list sits above Community in the flow: closing it must not swallow the tap.
  await community.getByRole('button', { name: 'Community' }).click();
  await expect(community.getByRole('button', { name: 'Community' })).toHaveAttribute('aria-expanded', 'true');
  await expect(community.getByRole('link', { name: 'Partners' })).toBeVisible();
  await expect(about.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
});

// A header that wraps the toggle under the logo costs a phone a row of its screen, and moved the
// toggle when the language link arrived after it. 320 px is the narrowest phone still in use.
for (const locale of locales) {
  const shell = uiWords[locale].common;
  test(`in ${locale}, the logo, the language link and the menu toggle share one row at 320 to 412 px`, async ({
    page,
  }) => {
    for (const width of [320, 360, 412]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(localizedPath(paths.home, locale));
      const banner = page.getByRole('banner');
      const [toggle, ...others] = await Promise.all(
        [
          banner.getByRole('button', { name: shell.shell.openMenu }),
          banner.getByRole('link', { name: site.shortName }),
          ...otherLocales(locale).map((other) =>
            banner.getByRole('link', { name: uiWords[other].language.readThisPage }),
          ),
        ].map(async (element) => (await element.boundingBox()) ?? { y: -1, height: 0 }),
      );
      // Each centred on the toggle's row, to the pixel.
      for (const box of others)
        expect(box.y + box.height / 2, `at ${width} px`).toBeCloseTo(
          (toggle?.y ?? 0) + (toggle?.height ?? 0) / 2,
          0,
        );
    }
  });
}
