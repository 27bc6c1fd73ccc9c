import type { Locator } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { loadContent } from '../../tools/content-data.ts';
import { expect, test, withoutServiceWorker } from './fixtures';
import { test as firstPaintTest, visit } from './first-paint-fixtures.ts';

test.use(withoutServiceWorker);

const { site } = loadContent();

/** Checks a link hands over to the college's WhatsApp (content/site.yml) with a greeting naming the college. */
async function expectWhatsappLink(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  const href = await link.getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.origin).toBe('https://wa.me');
  expect(url.pathname).toBe(`/${site.whatsapp.replace(/\D/g, '')}`);
  const text = url.searchParams.get('text') ?? '';
  expect(text).toMatch(/^Hello /);
  expect(text).toContain(site.shortName);
}

test('every page’s footer has a WhatsApp link prefilled with a greeting to the college', async ({ page }) => {
  for (const path of Object.values(paths)) {
    await page.goto(path);
    const link = page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp.*new tab/ });
    await expect(link, path).toBeVisible();
    await expectWhatsappLink(link);
  }
});

test('the booking page’s contact block has a WhatsApp link prefilled with a greeting', async ({ page }) => {
  await page.goto(paths.booking);
  const contact = page.getByRole('complementary', { name: 'Contact us' });
  const link = contact.getByRole('link', { name: /WhatsApp.*new tab/ });
  await expect(link).toBeVisible();
  await expectWhatsappLink(link);
});

firstPaintTest.describe('with JavaScript off', () => {
  firstPaintTest.use({ javaScriptEnabled: false, slowCpu: false });

  firstPaintTest('the prerendered footer and booking page carry the WhatsApp links', async ({ page }) => {
    await visit(page, paths.booking);
    await expectWhatsappLink(page.getByRole('contentinfo').getByRole('link', { name: /WhatsApp/ }));
    await expectWhatsappLink(
      page.getByRole('complementary', { name: 'Contact us' }).getByRole('link', { name: /WhatsApp/ }),
    );
  });
});
