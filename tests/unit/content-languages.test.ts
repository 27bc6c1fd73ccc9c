// A data file in two languages, checked as the build checks it: the English by its schema, each
// translation merged over it (its words, the English's figures) and checked again, what is still in
// English and what needs review. A small schema of its own, built with the content's field helpers.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkFile, fileSchema } from '../../src/content/schema/check-file';
import { fixedText, text, textList, uniqueBy, wholeNumber } from '../../src/content/schema/fields';
import { languageBlocks } from '../../src/content/schema/language-blocks';
import {
  fingerprint,
  fingerprintAt,
  needsReview,
  reviewMarks,
} from '../../src/content/schema/translation-review';
import { pathText } from '../../src/content/schema/translations';

const schema = fileSchema(
  z.strictObject({
    slug: fixedText('Slug'),
    title: text('Title'),
    price: wholeNumber('Fee (KSh)', 'shillings'),
    image: z.strictObject({ src: fixedText('Picture file'), alt: text('Alt text') }),
    modules: z.array(z.strictObject({ title: text('Module title'), weeks: wholeNumber('Weeks', 'weeks') })),
    outcomes: textList('What a graduate can do', 'Skill'),
    schedules: z
      .array(
        z.strictObject({ name: text('Class name'), days: z.array(z.enum(['Monday', 'Saturday'])).min(1) }),
      )
      .superRefine(uniqueBy('name')),
  }),
);

const english = {
  slug: 'web',
  title: 'Web design',
  price: 12000,
  image: { src: '/images/web.svg', alt: 'A browser window' },
  modules: [
    { title: 'HTML', weeks: 2 },
    { title: 'CSS', weeks: 3 },
  ],
  outcomes: ['Build a site', 'Put it online'],
  schedules: [
    { name: 'Mornings', days: ['Monday'] },
    { name: 'Saturdays', days: ['Saturday'] },
  ],
};
const kiswahili = {
  title: '  Usanifu wa tovuti ',
  image: { alt: 'Dirisha la kivinjari' },
  modules: [{ title: 'HTML ya msingi' }],
  outcomes: ['Jenga tovuti', 'Iweke mtandaoni'],
  schedules: [{ name: 'Asubuhi' }, { name: 'Jumamosi' }],
};
const check = (sw: unknown, en: unknown = english) =>
  checkFile(schema, { english: en, translations: { sw } }, 'content/courses/web.yml');

describe('a data file in each language', () => {
  it('reads a file’s English and its translations, and says what is wrong with one that is not', () => {
    expect(languageBlocks({ en: english, sw: kiswahili })).toEqual({
      blocks: { english, translations: { sw: kiswahili } },
    });
    expect(languageBlocks({ en: english })).toEqual({ blocks: { english, translations: {} } });
    expect(languageBlocks(english)).toEqual({
      problem: 'must hold the English under "en:" (and the Kiswahili under "sw:"), as the editor saves it',
    });
    expect(languageBlocks({ en: english, fr: {} })).toEqual({
      problem: 'fr: not a language of the site (en, sw)',
    });
    expect(languageBlocks({ en: english, sw: 'Usanifu' })).toMatchObject({
      problem: /^sw: must hold the Kiswahili/,
    });
  });

  it('gives each language its words over the English’s figures, checked by the schema, naming what is still English', () => {
    const result = check(kiswahili);
    expect(result.problems).toEqual([]);
    expect(result.languages?.en.data).toEqual(english);
    expect(result.languages?.sw.data).toEqual({
      ...english,
      // As the schema gives it back: trimmed.
      title: 'Usanifu wa tovuti',
      image: { src: '/images/web.svg', alt: 'Dirisha la kivinjari' },
      modules: [
        { title: 'HTML ya msingi', weeks: 2 },
        { title: 'CSS', weeks: 3 },
      ],
      outcomes: ['Jenga tovuti', 'Iweke mtandaoni'],
      schedules: [
        { name: 'Asubuhi', days: ['Monday'] },
        { name: 'Jumamosi', days: ['Saturday'] },
      ],
    });
    expect(result.languages?.sw.untranslated.map(pathText)).toEqual(['modules[1].title']);
  });

  it('takes no figure from a translation', () => {
    const result = check({
      ...kiswahili,
      price: 1,
      slug: 'tovuti',
      image: { src: '/images/other.svg', alt: 'Picha' },
    });
    expect(result.languages?.sw.data).toMatchObject({
      price: 12000,
      slug: 'web',
      image: { src: '/images/web.svg' },
    });
  });

  it('refuses a translation its page could not show, naming the file in that language, and the English as before', () => {
    expect(check({ ...kiswahili, outcomes: ['Jenga tovuti', ' '] }).problems).toEqual([
      'content/courses/web.yml (Kiswahili): outcomes[1]: must not be empty',
    ]);
    expect(check({ ...kiswahili, schedules: [{ name: 'Asubuhi' }, { name: 'Asubuhi' }] }).problems).toEqual([
      'content/courses/web.yml (Kiswahili): schedules[1] (Asubuhi): name ("Class name"): duplicate name "Asubuhi"',
    ]);
    expect(check(kiswahili, { ...english, price: 12000.5 }).problems).toEqual([
      'content/courses/web.yml: price ("Fee (KSh)"): must be a positive whole number of shillings, in figures only (no commas or decimals), e.g. 400',
    ]);
  });
});

describe('translations that need review', () => {
  const marked = (sw: Record<string, unknown>, en = english) => {
    const marks = Object.fromEntries(
      (
        [
          ['title', en.title],
          ['image.alt', en.image.alt],
          ['modules[0].title', en.modules[0]?.title],
          ['outcomes', en.outcomes],
          ['schedules[0].name', 'Mornings'],
          ['schedules[1].name', 'Saturdays'],
        ] satisfies [string, unknown][]
      ).map(([path, value]): [string, string] => [path, fingerprint(value)]),
    );
    return { ...sw, reviewed: marks };
  };

  it('fingerprints the English’s words: not its spacing, each line of a list', () => {
    expect(fingerprint('Build  a\n site ')).toBe(fingerprint('Build a site'));
    expect(fingerprint('Build a site')).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint('Build a website')).not.toBe(fingerprint('Build a site'));
    expect(fingerprint(['Build', 'a site'])).not.toBe(fingerprint(['Build a site']));
    // The mark a field wants, found by its path, as the build says it.
    expect(fingerprintAt(english, ['modules', 1, 'title'])).toBe(fingerprint('CSS'));
    expect(fingerprintAt(english, ['outcomes'])).toBe(fingerprint(english.outcomes));
  });

  it('lists none while each translation was written from today’s English', () => {
    const sw = marked(kiswahili);
    expect(reviewMarks(sw)).toEqual(sw.reviewed);
    expect(check(sw).languages?.sw.needsReview).toEqual([]);
  });

  it('lists a translated field whose English changed, or that says nothing of its English, and not one still in English', () => {
    const changed = {
      ...english,
      title: 'Web design and hosting',
      modules: [{ title: 'HTML5', weeks: 2 }, english.modules[1]],
    };
    expect(check(marked(kiswahili), changed).languages?.sw.needsReview.map(pathText)).toEqual([
      'title',
      'modules[0].title',
    ]);
    // modules[1].title is not translated: it shows in English, and is listed as such, not for review.
    const { reviewed, ...unmarked } = marked(kiswahili);
    expect(Object.keys(reviewed)).not.toContain('modules[1].title');
    expect(needsReview(english, unmarked, {}, schema.node).map(pathText)).toEqual(Object.keys(reviewed));
  });

  it('counts a figure changed in English as nothing to review', () => {
    const cheaper = { ...english, price: 9000, image: { ...english.image, src: '/images/new.svg' } };
    expect(check(marked(kiswahili), cheaper).languages?.sw.needsReview).toEqual([]);
  });
});
