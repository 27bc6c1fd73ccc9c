import { expect, test, withoutServiceWorker } from './fixtures';
import { mainNav, navMenu } from '../support/site-helpers';

test.use(withoutServiceWorker);

test.use({ viewport: { width: 375, height: 740 } });

test('the phone menu is collapsed behind a labelled toggle', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const navId = await toggle.getAttribute('aria-controls');
  expect(navId).toBeTruthy();
  await expect(page.locator(`#${navId}`)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book Appointment' })).toBeHidden();

  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNav(page)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Book Appointment' })).toBeVisible();

  await close.click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator(`#${navId}`)).toBeHidden();
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
