import { expect, test, waitForHydration, withoutServiceWorker } from './fixtures';
import { mainNav, navMenu } from '../support/site-helpers';
import { content } from '../support/site-content.ts';

test.use(withoutServiceWorker);

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Home and Courses links go to their pages and mark the current one', async ({ page }) => {
    await page.goto('/about');
    await mainNav(page).getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our courses');
    await expect(mainNav(page).getByRole('link', { name: 'Courses', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Practical computer skills for Kenya’s digital economy',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  // Each walk follows one menu item after another, each from the page the previous one landed on,
  // so every step is a navigation to another page (a fresh context and first load per item cost
  // more than the checks themselves).
  test('the About menu opens About Us, Courses and FAQs, and closes on the way', async ({ page }) => {
    await page.goto('/community');
    const targets = [
      { item: 'About Us', url: '/about', heading: content.about.intro.title },
      { item: 'Courses', url: '/courses', heading: 'Our courses' },
      { item: 'FAQs', url: '/faqs', heading: 'Frequently asked questions' },
    ];
    for (const target of targets) {
      await test.step(`About → ${target.item}`, async () => {
        const menu = navMenu(page, 'About');
        const button = menu.getByRole('button', { name: 'About' });
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(menu.getByRole('link', { name: target.item, exact: true })).toBeHidden();
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await menu.getByRole('link', { name: target.item, exact: true }).click();
        await expect(page).toHaveURL(target.url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
        await waitForHydration(page);
        // Following a link closes the menu.
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });
    }
  });

  test('the Community and Corporate menus land on each section of their pages', async ({ page }) => {
    await page.goto('/');
    // Alternating the two pages, so each item is followed from the other page.
    const targets = [
      { menu: 'Corporate', item: 'Corporate Courses', path: '/corporate', id: 'corporate-courses' },
      { menu: 'Community', item: 'Partners', path: '/community', id: 'partners', heading: 'Our partners' },
      { menu: 'Corporate', item: 'Corporate Solutions', path: '/corporate', id: 'corporate-solutions' },
      { menu: 'Community', item: 'Women & Tech', path: '/community', id: 'women-in-tech' },
      { menu: 'Corporate', item: 'Corporate Training', path: '/corporate', id: 'corporate-training' },
      { menu: 'Community', item: 'Alumni', path: '/community', id: 'alumni' },
      { menu: 'Corporate', item: 'Hire Our Graduates', path: '/corporate', id: 'hire-our-graduates' },
    ];
    for (const target of targets) {
      await test.step(`${target.menu} → ${target.item}`, async () => {
        const menu = navMenu(page, target.menu);
        await menu.getByRole('button', { name: target.menu }).click();
        await menu.getByRole('link', { name: target.item }).click();
        await expect(page).toHaveURL(`${target.path}#${target.id}`);
        const section = page.locator(`#${target.id}`);
        await expect(
          section.getByRole('heading', { level: 2, name: target.heading ?? target.item, exact: true }),
        ).toBeVisible();
        await expect(section).toBeInViewport();
        await waitForHydration(page);
      });
    }
  });

  test('a section link typed into the address bar lands on its section', async ({ page }) => {
    await page.goto('/community#alumni');
    await expect(page.locator('#alumni')).toBeInViewport();
    await page.goto('/corporate#hire-our-graduates');
    await expect(page.locator('#hire-our-graduates')).toBeInViewport();
  });

  test('Book Appointment goes to /booking', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL('/booking');
    await expect(mainNav(page).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('menus are disclosures: one open at a time, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const about = navMenu(page, 'About').getByRole('button', { name: 'About' });
    const community = navMenu(page, 'Community').getByRole('button', { name: 'Community' });
    await expect(about).toHaveAttribute('aria-controls', /.+/);
    const listId = await about.getAttribute('aria-controls');
    await expect(page.locator(`#${String(listId)}`).getByRole('link')).toHaveCount(0);

    await about.click();
    await expect(page.locator(`#${String(listId)}`).getByRole('link')).toHaveText([
      'About Us',
      'Courses',
      'FAQs',
    ]);
    await community.click();
    await expect(community).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');

    await navMenu(page, 'Community').getByRole('link', { name: 'Partners' }).focus();
    await page.keyboard.press('Escape');
    await expect(community).toHaveAttribute('aria-expanded', 'false');
    await expect(community).toBeFocused();
  });

  test('menus open from the keyboard and close when clicking outside', async ({ page }) => {
    await page.goto('/');
    const corporate = navMenu(page, 'Corporate').getByRole('button', { name: 'Corporate' });
    await corporate.focus();
    await page.keyboard.press('Enter');
    await expect(corporate).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(navMenu(page, 'Corporate').getByRole('link', { name: 'Corporate Courses' })).toBeFocused();

    await page.getByRole('heading', { level: 1 }).click();
    await expect(corporate).toHaveAttribute('aria-expanded', 'false');
    await expect(navMenu(page, 'Corporate').getByRole('link', { name: 'Corporate Courses' })).toBeHidden();
  });
});
