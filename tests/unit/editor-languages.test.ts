// How a data file opens in the editor and how a save writes it (src/admin/editor-languages.ts):
// opening gives the translation what Decap would fill in itself (so opening changes nothing), a
// save writes each figure once, in English, and marks a translation staff wrote as reviewed.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asSaved, inEditor, languageFormat } from '../../src/admin/editor-languages';
import { fileSchema } from '../../src/content/schema/check-file';
import { fixedText, text, wholeNumber } from '../../src/content/schema/fields';
import type { LanguageBlocks } from '../../src/content/schema/language-blocks';
import { fingerprint, needsReview, reviewMarks } from '../../src/content/schema/translation-review';
import { pathText } from '../../src/content/schema/translations';

const { node } = fileSchema(
  z.strictObject({
    slug: fixedText('Slug'),
    title: text('Title'),
    price: wholeNumber('Fee (KSh)', 'shillings'),
    details: z.strictObject({
      weeks: wholeNumber('Weeks', 'weeks'),
      certificate: text('Certificate'),
      schedules: z.array(
        z.strictObject({ name: text('Class name'), days: z.array(z.enum(['Monday', 'Saturday'])) }),
      ),
    }),
  }),
);

const english = {
  slug: 'web',
  title: 'Web design',
  price: 12000,
  details: {
    weeks: 16,
    certificate: 'A certificate',
    schedules: [
      { name: 'Mornings', days: ['Monday'] },
      { name: 'Saturdays', days: ['Saturday'] },
    ],
  },
};
/** The Kiswahili as the file keeps it: words only, each marked with its English's fingerprint. */
const file: LanguageBlocks = {
  english,
  translations: {
    sw: {
      title: 'Usanifu wa tovuti',
      details: { certificate: 'Cheti', schedules: [{ name: 'Asubuhi' }, { name: 'Jumamosi' }] },
      reviewed: {
        title: fingerprint('Web design'),
        'details.certificate': fingerprint('A certificate'),
        'details.schedules[0].name': fingerprint('Mornings'),
        'details.schedules[1].name': fingerprint('Saturdays'),
      },
    },
  },
};
const opened = inEditor(file, node);
const openedSw = opened.translations.sw as { details: Record<string, unknown> } & Record<string, unknown>;
const review = (blocks: LanguageBlocks) =>
  needsReview(blocks.english, blocks.translations.sw, reviewMarks(blocks.translations.sw), node).map(
    pathText,
  );

describe('a data file in the editor', () => {
  it('opens with each translated group’s figures beside its words, and none outside one', () => {
    expect(openedSw.details).toMatchObject({
      weeks: 16,
      certificate: 'Cheti',
      schedules: [
        { name: 'Asubuhi', days: ['Monday'] },
        { name: 'Jumamosi', days: ['Saturday'] },
      ],
    });
    expect(openedSw).not.toHaveProperty('price');
    expect(openedSw).not.toHaveProperty('slug');
    expect(opened.english).toBe(english);
  });

  it('saves a file opened and left alone exactly as it was', () => {
    expect(asSaved(opened, node)).toEqual(file);
  });

  it('writes each figure once, in English: what Decap copied into the translation is left out', () => {
    // As Decap leaves it after the translation side appeared (decap-cms-widget-select's empty list,
    // decap-cms-core's duplicateI18nFields copies), and a figure typed there.
    const touched = {
      ...openedSw,
      price: 1,
      details: {
        ...openedSw.details,
        paymentPlan: { deposit: 3000 },
        schedules: [{ name: 'Asubuhi' }, { name: 'Jumamosi', days: [] }],
      },
    };
    expect(asSaved({ english, translations: { sw: touched } }, node)).toEqual(file);
  });

  it('marks a translation staff wrote again with today’s English, and keeps the mark of one left as it was', () => {
    const newEnglish = {
      ...english,
      title: 'Web design and hosting',
      details: { ...english.details, certificate: 'A diploma' },
    };
    // The English changed and was saved: both translations now need review.
    const englishSaved = asSaved({ english: newEnglish, translations: opened.translations }, node);
    expect(review(englishSaved)).toEqual(['title', 'details.certificate']);
    // The translator writes the title again: its mark is today's English, the certificate still needs review.
    const reopened = inEditor(englishSaved, node);
    const sw = reopened.translations.sw as Record<string, unknown>;
    const saved = asSaved(
      { english: newEnglish, translations: { sw: { ...sw, title: 'Usanifu na uwekaji wa tovuti' } } },
      node,
    );
    expect(reviewMarks(saved.translations.sw)).toMatchObject({
      title: fingerprint('Web design and hosting'),
    });
    expect(review(saved)).toEqual(['details.certificate']);
  });

  it('marks a new translation, and leaves a field without one unmarked', () => {
    const blank = inEditor({ english, translations: {} }, node);
    const sw = { ...(blank.translations.sw as Record<string, unknown>), title: 'Usanifu wa tovuti' };
    const saved = asSaved({ english, translations: { sw } }, node);
    expect(saved.translations.sw).toEqual({
      title: 'Usanifu wa tovuti',
      reviewed: { title: fingerprint('Web design') },
    });
    // Opened and saved with nothing written, a file without a translation is written without one.
    expect(asSaved(blank, node)).toEqual({ english, translations: {} });
  });
});

describe('the format a collection is read and written in', () => {
  // JSON as a stand-in for Decap's YAML: what is read and written, not how.
  const json = {
    fromFile: (content: string): unknown => JSON.parse(content),
    toFile: (data: object) => JSON.stringify(data),
  };
  const format = languageFormat(json, node);
  const text = JSON.stringify({ en: file.english, sw: file.translations.sw });

  it('reads a file for the editor and writes it back unchanged', () => {
    const data = format.fromFile(text) as Record<string, unknown>;
    expect(data.sw).toEqual(openedSw);
    expect(JSON.parse(format.toFile(data as object))).toEqual(JSON.parse(text));
  });

  it('reads and writes one language’s block alone (Decap’s backup of a draft) as it is', () => {
    expect(format.fromFile(JSON.stringify(openedSw))).toEqual(openedSw);
    expect(format.toFile(openedSw)).toBe(JSON.stringify(openedSw));
  });
});
