/**
 * The field helpers every collection's schema is built from. `.meta({ title, widget, hint })` tells
 * the editor how to show a field; the limits come from the schema itself.
 */
import { z } from 'zod';
import { isCalendarDate } from '../college-time.ts';
import { picturePathMessage, picturePathPattern, pictureSchema } from './picture-field.ts';

// Messages are for the college's staff when a saved edit fails the build: plain words, what to
// write instead, with an example. Checks without a message of their own get one here.
const staffMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'must be filled in';
  if (issue.code === 'unrecognized_keys')
    return `has a field the editor does not know: ${issue.keys.join(', ')} (a typo?)`;
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `must list at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'array')
    return `must list at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_value') return `must be one of: ${issue.values.map(String).join(', ')}`;
  return undefined;
};
z.config({ customError: staffMessages });

/**
 * The message of every pattern the schemas check, by its source, for the editor to say the same
 * before saving; complete once schema/collections.ts is loaded.
 */
export const patternMessages: Record<string, string> = {};

/** Text that must match `pattern`; `message` says how, for the build and the editor alike. */
export const matching = (pattern: RegExp, message: string) => {
  patternMessages[pattern.source] = message;
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'must be filled in' : message) })
    .regex(pattern, {
      error: message,
    });
};

/**
 * A name or figure written the same in every language (a campus, a person, a phone as shown): the
 * editor keeps it once, in English, and both languages' pages show it.
 */
export const fixedText = (title: string, hint?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'must be filled in' : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .meta({ title, hint });
/**
 * Words a visitor reads, written once per language: `translate` makes the field translatable in the
 * editor (Decap's i18n) and in the build, which falls back to English where Kiswahili is missing.
 */
export const text = (title: string, hint?: string) =>
  fixedText(title, hint).meta({ title, hint, translate: true });
export const longText = (title: string, hint?: string) =>
  text(title, hint).meta({ title, hint, widget: 'text', translate: true });
export const textList = (title: string, item: string) =>
  z.array(longText(item)).min(1, { error: 'must list at least one' }).meta({ title });
export const wholeNumber = (title: string, what: string, example = 400) => {
  const message = `must be a positive whole number of ${what}, in figures only (no commas or decimals), e.g. ${example}`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? 'must be filled in' : message) })
    .int({ error: message })
    .positive({ error: message })
    .meta({ title });
};
/** Where an entry stands in its list (courses, team, FAQs, packages): lower first, empty last. */
export const listPosition = z
  .number({ error: 'must be a whole number, e.g. 10 (lower numbers are listed first)' })
  .int({ error: 'must be a whole number, e.g. 10 (lower numbers are listed first)' })
  .min(0, { error: 'must be 0 or more' })
  .optional()
  .meta({ title: 'Position in the list', hint: 'lower numbers come first; leave empty to list it last' });
export const shillings = (title: string) => wholeNumber(title, 'shillings', 12000);
export const slug = matching(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'must be lower-case words joined by hyphens, e.g. web-development',
).meta({
  title: 'Slug (anchor and file name)',
  hint: 'lower-case words joined by hyphens; never change it once published',
});

/** A picture: the file and its alt text; its size and shipped files come from the file at build. */
export const imageSchema = pictureSchema;
patternMessages[picturePathPattern.source] = picturePathMessage;

/** A page's introduction, its hero: a title, a lead and a picture. */
export const pageIntro = z
  .strictObject({ title: text('Title'), lead: longText('Lead'), image: imageSchema })
  .meta({ title: 'Introduction' });

/** Lists whose entries must differ in one field (a slug, a question): names the second entry. */
export const uniqueBy =
  <T>(field: keyof T & string, label: string = field) =>
  (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[field])) {
        ctx.addIssue({
          code: 'custom',
          path: [index, field],
          message: `duplicate ${label} "${String(item[field])}"`,
        });
      }
      seen.add(item[field]);
    });
  };

export const time24 = (title: string) =>
  matching(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like 09:00 or 18:30').meta({
    title,
    hint: '24-hour clock, East Africa Time, e.g. 09:00 or 18:30',
  });

export const isoDate = matching(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-15 (year-month-day)')
  .refine(isCalendarDate, { error: 'is not a real date: check the day and the month' })
  .meta({ title: 'Date', widget: 'date' });
