import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { locales, pageFileOf } from '../../src/config/locales.ts';
import { courseShareCard, coursePath, paths } from '../../src/config/paths.ts';
import { paymentSchedule } from '../../src/content/payment-plan.ts';
import { courseFee } from '../../src/i18n/course-fee.ts';
import { instalmentsText } from '../../src/i18n/course-labels.ts';
import { formatPrice } from '../../src/lib/format-price.ts';
import { uiWords } from '../../tools/ui-words.ts';
import { buildDir, jsonLdBlocks } from '../support/built-pages.ts';
import { feeEdit, photosAndFeeBuild } from '../support/photo-build.ts';
import { hungBuildMs } from '../support/build-site.ts';

/**
 * Staff change one course's fee, and nothing else of it (the payment plan's instalments follow the
 * fee): the next build shows the new fee on the course's card, its page, its JSON-LD and its share
 * card, in every language. Read from the build pictures.test.ts reads too (a copy of content/ with
 * photos on other courses and pages, tests/support/photo-build.ts), in a folder of its own, so the
 * checked-out site is untouched.
 */
const { course, editedFee } = feeEdit;
const plan = course.details.paymentPlan;

let out = '';
const read = (file: string) => readFileSync(join(out, file), 'utf8');

beforeAll(async () => {
  const build = await photosAndFeeBuild(inject('sharedBuildsDir'));
  if (build.status !== 0) throw new Error(`the build with the edited fee failed:\n${build.output}`);
  out = build.dir;
}, hungBuildMs);

describe.each(locales)(`${course.slug} with its fee edited to ${formatPrice(editedFee)}, in %s`, (locale) => {
  it('shows the new fee on its card on the courses page', () => {
    const html = read(pageFileOf(paths.courses, locale));
    const card = html.slice(html.indexOf(`id="course-${course.slug}"`));
    const next = card.indexOf('<article', 1);
    const ownCard = next > 0 ? card.slice(0, next) : card;
    // As the card words it ("KSh 7,500", or "KSh 7,500 per language" for a fee for each language).
    expect(ownCard).toContain(`>${courseFee({ ...course, price: editedFee }, uiWords[locale].common)}<`);
    expect(ownCard).not.toContain(`>${formatPrice(course.price)}`);
  });

  it('shows it on the course page, with the payment plan, and offers it in the JSON-LD', () => {
    const html = read(pageFileOf(coursePath(course.slug), locale));
    expect(html).toContain(`>${courseFee({ ...course, price: editedFee }, uiWords[locale].common)}<`);
    expect(html.replace(/<!--[\s\S]*?-->/g, '')).toContain(
      instalmentsText(paymentSchedule(editedFee, plan), uiWords[locale]['course-page']),
    );
    const data = jsonLdBlocks(html).find((block) => block['@type'] === 'Course');
    expect(data?.offers).toEqual([expect.objectContaining({ price: editedFee, priceCurrency: 'KES' })]);
  });

  it('draws it on the share card', () => {
    const { path } = courseShareCard(course.slug, course.image.src, locale);
    const svg = read(path.slice(1).replace(/\.\w+$/, '.svg'));
    expect(svg).toContain(formatPrice(editedFee));
    expect(svg).not.toContain(formatPrice(course.price));
    // And the picture drawn from it is not the one of the unedited build.
    const drawn = readFileSync(join(out, path.slice(1)));
    const before = readFileSync(join(buildDir, path.slice(1)));
    expect(drawn.equals(before)).toBe(false);
  });
});
