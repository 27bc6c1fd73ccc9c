import { describe, expect, it } from 'vitest';
import { patternMessages } from '../../src/content/schema/fields';
import { loadContent } from '../../tools/content-data';
import { checkSource } from '../../tools/content/check-source';
import { decapConfig, githubBackend, jsonSchemaOf } from '../../tools/decap-config';
import type { DecapField } from '../../tools/decap-fields';
import { isWords, wordsNode, type TranslatableNode } from '../../src/content/schema/translations';

const { site } = loadContent();
const config = decapConfig({ backend: githubBackend(site.url), campuses: site.campuses });
const collectionOf = (name: string) => config.collections.find((entry) => entry.name === name);
/** A single file's fields, or a folder collection's (each entry's). */
const fieldsOf = (name: string): readonly DecapField[] => {
  const collection = collectionOf(name);
  if (!collection) return [];
  return 'files' in collection ? (collection.files[0]?.fields ?? []) : collection.fields;
};
/** A folder collection's entry fields, as the list field the tests read them through. */
const entryOf = (name: string) => ({ fields: fieldsOf(name) });
const find = (fields: readonly DecapField[] | undefined, name: string) =>
  fields?.find((field) => field.name === name);

describe('Decap CMS config generated from the schemas', () => {
  it("logs in through the site's own GitHub OAuth functions (functions/api/auth.ts)", () => {
    const site = new URL(loadContent().site.url);
    expect(config.backend).toMatchObject({
      name: 'github',
      base_url: site.origin,
      auth_endpoint: 'api/auth',
    });
    expect(
      githubBackend('https://college.example/', {
        CMS_REPO: 'staff/site',
        CMS_AUTH_URL: 'https://login.example/x',
      }),
    ).toEqual({
      name: 'github',
      repo: 'staff/site',
      branch: 'main',
      base_url: 'https://login.example',
      auth_endpoint: 'api/auth',
      preview_context: 'deploy/cloudflare-pages',
    });
  });

  it('keeps each page and the college details as one file, and each list as one entry an item', () => {
    expect(
      config.collections.map((collection) =>
        'files' in collection ? collection.files[0]?.file : `${collection.folder}/`,
      ),
    ).toEqual([
      'content/site.yml',
      'content/courses/',
      'content/packages/',
      'content/home.yml',
      'content/about.yml',
      'content/team/',
      'content/community.yml',
      'content/events/',
      'content/faqs/',
      'content/corporate.yml',
      'content/closures/',
    ]);
    // Every list can be searched, sorted, added to and summed up in a line, as staff expect.
    for (const collection of config.collections) {
      if ('files' in collection) continue;
      expect(collection, collection.name).toMatchObject({ create: true, delete: true, extension: 'yml' });
      expect(collection.sortable_fields.length, collection.name).toBeGreaterThan(0);
      expect(collection.summary, collection.name).toMatch(/\{\{/);
    }
    expect(collectionOf('courses')).toMatchObject({ slug: '{{fields.slug}}', identifier_field: 'title' });
    expect(collectionOf('courses')).toMatchObject({
      summary: expect.stringContaining('{{price}}') as unknown,
    });
    expect(collectionOf('events')).toMatchObject({ summary: expect.stringContaining('{{date}}') as unknown });
  });

  it('edits closures as a list of named dates, the last day optional, and campus positions as fractions', () => {
    const list = entryOf('closures');
    const fields = list.fields;
    expect(find(fields, 'name')).toMatchObject({ widget: 'string', required: true });
    expect(find(fields, 'date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', required: true });
    expect(find(fields, 'until')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      required: false,
    });
    const campus = find(fieldsOf('site'), 'campuses')?.fields ?? [];
    const geo = find(campus, 'geo')?.fields ?? [];
    expect(find(geo, 'latitude')).toMatchObject({ widget: 'number', value_type: 'float', min: -90, max: 90 });
    expect(find(campus, 'officeHours')).toMatchObject({ widget: 'list', required: false });
  });

  it('edits a course with fitting widgets and the schema limits', () => {
    const list = entryOf('courses');
    expect(find(list.fields, 'order')).toMatchObject({ widget: 'number', required: false });
    expect(find(list.fields, 'price')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: true,
      label: 'Fee (KSh)',
    });
    // Staff say, course by course, that its fee and length are for each programming language.
    expect(find(list.fields, 'perProgrammingLanguage')).toMatchObject({ widget: 'boolean', required: false });
    expect(find(list.fields, 'perProgrammingLanguage')?.label).toMatch(
      /^Fee and length .* each programming language$/,
    );
    expect(find(list.fields, 'level')).toMatchObject({ widget: 'select', required: true });
    expect(find(list.fields, 'level')?.options).toContain('Beginner to Advanced');
    expect(find(list.fields, 'interest')?.options).toContain('AutoCAD');
    expect(find(list.fields, 'description')).toMatchObject({ widget: 'text' });
    expect(find(list.fields, 'slug')?.pattern?.[0]).toBe('^[a-z0-9]+(?:-[a-z0-9]+)*$');
    // A picture is the file (uploaded or picked, no outside address) and its alt text: no sizes.
    const image = find(list.fields, 'image');
    expect(image?.fields?.map((field) => field.name)).toEqual(['src', 'alt']);
    expect(find(image?.fields, 'src')).toMatchObject({ widget: 'image', required: true, choose_url: false });
    // Decap checks an image widget's pattern against the file's name alone (its basename).
    const [pattern = '', message] = find(image?.fields, 'src')?.pattern ?? [];
    for (const name of ['web-development.svg', 'IMG_1234.JPG', 'lab photo.jpeg', 'hall.webp'])
      expect(new RegExp(pattern).test(name), name).toBe(true);
    for (const name of ['brochure.pdf', 'clip.mp4', 'photo.heic'])
      expect(new RegExp(pattern).test(name), name).toBe(false);
    expect(message).toMatch(/jpg, png or webp, or an svg/);
    expect(find(image?.fields, 'alt')).toMatchObject({ widget: 'string', required: true });
  });

  it("edits a course's page: modules, tools, payment plan, class times and intakes", () => {
    const list = entryOf('courses');
    const details = find(list.fields, 'details');
    expect(details).toMatchObject({ widget: 'object', label: 'Course page', required: true });
    expect(find(details?.fields, 'modules')).toMatchObject({ widget: 'list', min: 5, max: 10 });
    expect(find(find(details?.fields, 'modules')?.fields, 'text')).toMatchObject({ widget: 'text' });
    expect(find(details?.fields, 'tools')).toMatchObject({ widget: 'list', field: { widget: 'string' } });
    expect(find(details?.fields, 'outcomes')).toMatchObject({ widget: 'list', field: { widget: 'text' } });
    const plan = find(details?.fields, 'paymentPlan');
    expect(plan?.hint).toMatch(/monthly instalments/);
    expect(plan?.fields?.map((field) => field.name)).toEqual(['deposit', 'instalments']);
    for (const name of ['deposit', 'instalments']) {
      expect(find(plan?.fields, name)).toMatchObject({
        widget: 'number',
        value_type: 'int',
        min: 1,
        required: true,
      });
    }
    expect(find(plan?.fields, 'instalments')).toMatchObject({ max: 12 });
    const schedules = find(details?.fields, 'schedules');
    expect(find(schedules?.fields, 'days')).toMatchObject({ widget: 'select', multiple: true });
    expect(find(schedules?.fields, 'days')?.options).toContain('Saturday');
    expect(find(schedules?.fields, 'start')).toMatchObject({ widget: 'string' });
    // A choice of the campuses, labelled by name and saved as their ids.
    const campusChoice = loadContent().site.campuses.map(({ id, name }) => ({ label: name, value: id }));
    expect(find(schedules?.fields, 'campuses')).toMatchObject({ widget: 'select', multiple: true, min: 1 });
    expect(find(schedules?.fields, 'campuses')?.options).toEqual(campusChoice);
    expect(find(details?.fields, 'intakes')).toMatchObject({
      widget: 'list',
      field: { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false },
    });
    expect(find(details?.fields, 'certificate')).toMatchObject({ widget: 'text' });
  });

  it('edits an event with a date picker, 24-hour times and a choice of the campuses by name', () => {
    const list = entryOf('events');
    expect(find(list.fields, 'location')).toMatchObject({
      widget: 'select',
      options: loadContent().site.campuses.map(({ id, name }) => ({ label: name, value: id })),
    });
    expect(find(list.fields, 'location')?.multiple).toBeUndefined();
    expect(find(list.fields, 'date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
    expect(find(list.fields, 'start')).toMatchObject({
      widget: 'string',
      pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', 'must be a 24-hour time like 09:00 or 18:30'],
    });
  });

  it('edits lists of text, booleans and multiple choices', () => {
    expect(find(fieldsOf('about'), 'objectives')).toMatchObject({
      widget: 'list',
      field: { widget: 'text' },
    });
    const packages = entryOf('packages');
    expect(find(packages.fields, 'popular')).toMatchObject({ widget: 'boolean' });
    const hours = find(fieldsOf('site'), 'officeHours');
    expect(find(hours?.fields, 'dayOfWeek')).toMatchObject({ widget: 'select', multiple: true });
  });

  it('lets staff translate exactly the fields the build translates, and shows the rest once, in English', () => {
    /** The fields the editor has written once per language: `details.modules.title`, `details.outcomes`. */
    const editorWords = (fields: readonly DecapField[], prefix: string): string[] =>
      fields.flatMap((field) => {
        const path = prefix ? `${prefix}.${field.name}` : field.name;
        if (field.fields) return editorWords(field.fields, path);
        if (field.field?.fields) return editorWords(field.field.fields, path);
        return (field.field ?? field).i18n === true ? [path] : [];
      });
    /** The fields whose translation the build takes (src/content/schema/translations.ts), alike. */
    const buildWords = (given: TranslatableNode | undefined, path: string): string[] => {
      const node = wordsNode(given);
      if (!node) return [];
      if (isWords(node)) return [path];
      if (node.items) return buildWords(node.items, path);
      return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
        buildWords(child, path ? `${path}.${key}` : key),
      );
    };
    for (const collection of config.collections) {
      const words = buildWords(jsonSchemaOf(collection.name), '');
      expect(editorWords(fieldsOf(collection.name), ''), collection.name).toEqual(words);
    }
    // A course: its words, and its figures (the fee, a class's days) entered once.
    const courseWords = editorWords(fieldsOf('courses'), '');
    expect(courseWords).toEqual(expect.arrayContaining(['title', 'image.alt', 'details.schedules.name']));
    expect(courseWords).not.toEqual(expect.arrayContaining(['price']));
    expect(courseWords).not.toEqual(expect.arrayContaining(['details.schedules.days']));
  });

  it('shows, before saving, the limits and words the build checks with', () => {
    const patterns: [string, string][] = [];
    const walk = (fields: readonly DecapField[] = []) => {
      for (const field of fields) {
        if (field.pattern) patterns.push(field.pattern);
        walk(field.fields);
        if (field.field) walk([field.field]);
      }
    };
    for (const collection of config.collections) walk(fieldsOf(collection.name));
    expect(patterns.length).toBeGreaterThan(10);
    for (const [pattern, message] of patterns) {
      // Every pattern carries the schema's own message, never the regular expression.
      expect(message).not.toContain(pattern);
      expect(message).toMatch(/^must be /);
      if (pattern in patternMessages) expect(message).toBe(patternMessages[pattern]);
    }
    // The build refuses a bad time with the same words the editor shows.
    const start = find(fieldsOf('events'), 'start');
    const bad = `en:\n  slug: x\n  title: X\n  date: 2026-01-05\n  start: "9am"\n  end: "17:00"\n  location: Somewhere\n  description: An event.\n`;
    expect(checkSource('events', bad, 'content/events/x.yml').problems).toContain(
      `content/events/x.yml: start ("Starts"): ${String(start?.pattern?.[1])}`,
    );
    // Limits: fees are whole shillings from 1, a popular-course list at most six.
    expect(find(fieldsOf('courses'), 'price')).toMatchObject({
      min: 1,
      value_type: 'int',
    });
    expect(find(fieldsOf('home'), 'popularCourses')).toMatchObject({ min: 1, max: 6 });
  });
});
