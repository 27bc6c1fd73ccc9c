import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ContentError, loadContent, loadSiteContent } from '../../tools/content-data';
import { checkFolder } from '../../tools/content/check-source';
import { entryPathOf } from '../../tools/content/loaded-content';

const real = (file: string) => readFileSync(join(process.cwd(), 'content', file), 'utf8');

// The schema's own fixtures, made from the real files' first entries (so a field the schema gains
// is carried along) but with slugs of their own: the messages below must not depend on what the
// staff have done to content/ today.
const slugs = [
  'graphic-design',
  'web-development',
  'digital-marketing',
  'cybersecurity',
  'software-development',
];
const [firstCourseFile = ''] = readdirSync(join(process.cwd(), 'content/courses')).sort();
const realCourse = (parse(real(`courses/${firstCourseFile}`)) as { en: Record<string, unknown> }).en;
const courseFixture = (): Record<string, unknown>[] =>
  slugs.map((slug, index) => ({
    ...realCourse,
    order: (index + 1) * 10,
    id: index + 1,
    slug,
    title: `Course ${index + 1}`,
  }));

/** Entries as the files of a folder: `content/<folder>/<name>.yml`, named by each one's `slug`. */
const asFiles = (folder: string, entries: readonly Record<string, unknown>[]) =>
  entries.map((entry, index) => ({
    file: `content/${folder}/${typeof entry.slug === 'string' ? entry.slug : index}${index === 4 ? '-2' : ''}.yml`,
    source: stringify({ en: entry }),
  }));

/** The problems of the fixture courses with one field of one course changed (or removed, with `undefined`). */
function coursesWith(index: number, field: string, value: unknown): string[] {
  const courses = courseFixture();
  courses[index] = Object.fromEntries(
    Object.entries({ ...courses[index], [field]: value }).filter(([, entry]) => entry !== undefined),
  );
  return checkFolder('courses', asFiles('courses', courses)).problems;
}

const campuses = (parse(real('site.yml')) as { en: { campuses: { id: string; name: string }[] } }).en
  .campuses;
/** How a message lists the campuses an entry may name: by id, with the name beside it. */
const campusList = campuses.map(({ id, name }) => `${id} (${name})`).join(', ');
const event = (slug: string, date: string) => ({
  slug,
  title: slug,
  date,
  start: '13:00',
  end: '17:00',
  location: campuses[0]?.id,
  description: 'A fixture event.',
});

/** Three fixture events, the second patched. */
const fixtureEvents = (patch: Record<string, unknown>) => [
  event('career-fair', '2026-06-25'),
  { ...event('women-in-tech-workshop', '2026-07-10'), ...patch },
  event('alumni-mixer', '2026-08-18'),
];
const eventsWith = (patch: Record<string, unknown>) =>
  checkFolder('events', asFiles('events', fixtureEvents(patch))).problems;

describe('content schemas', () => {
  it('accepts every data file in content/, and the fixtures made from them', () => {
    const content = loadContent();
    expect(content.courses.length).toBeGreaterThan(0);
    expect(coursesWith(0, 'price', 13500)).toEqual([]);
    expect(eventsWith({})).toEqual([]);
  });

  it('names the file, the entry and the field of a price that is not a positive whole number of shillings', () => {
    expect(coursesWith(1, 'price', 12000.5)).toEqual([
      'content/courses/web-development.yml: price ("Fee (KSh)"): must be a positive whole number of shillings, in figures only (no commas or decimals), e.g. 12000',
    ]);
    expect(coursesWith(1, 'price', -5)).toEqual([
      'content/courses/web-development.yml: price ("Fee (KSh)"): must be a positive whole number of shillings, in figures only (no commas or decimals), e.g. 12000',
    ]);
    expect(coursesWith(1, 'price', '12,000')).toEqual([
      'content/courses/web-development.yml: price ("Fee (KSh)"): must be a positive whole number of shillings, in figures only (no commas or decimals), e.g. 12000',
    ]);
  });

  it('names a missing field, a wrong type and an unknown course level, as staff would put it right', () => {
    expect(coursesWith(3, 'title', undefined)).toEqual([
      'content/courses/cybersecurity.yml: title: must be filled in',
    ]);
    expect(coursesWith(3, 'title', 42)).toEqual(['content/courses/cybersecurity.yml: title: must be text']);
    expect(coursesWith(0, 'level', 'Expert')).toEqual([
      'content/courses/graphic-design.yml: level: must be one of: Beginner, Beginner to Intermediate, Beginner to Advanced, Intermediate, Intermediate to Advanced, Advanced, All Levels',
    ]);
  });

  it('refuses a duplicate slug, naming the second entry', () => {
    expect(coursesWith(4, 'slug', 'web-development')).toEqual([
      'content/courses/web-development-2.yml: slug ("Slug (anchor and file name)"): duplicate slug "web-development"',
    ]);
  });

  it('refuses a second course of the same title, naming the second entry', () => {
    const [first] = courseFixture();
    const title = String(first?.title);
    expect(coursesWith(4, 'title', title)).toEqual([
      `content/courses/${String(slugs[4])}-2.yml: title: duplicate title "${title}"`,
    ]);
  });

  it('refuses an event that ends before it starts, and a date that does not exist', () => {
    expect(eventsWith({ start: '17:00', end: '13:00' })).toEqual([
      'content/events/women-in-tech-workshop.yml: end ("Ends"): must be after the start: an event cannot end before it starts',
    ]);
    expect(eventsWith({ date: '2026-02-30' })).toEqual([
      'content/events/women-in-tech-workshop.yml: date: is not a real date: check the day and the month',
    ]);
  });

  it('names an unknown field (a typo) in a nested object', () => {
    const courses = courseFixture();
    courses[2] = {
      ...courses[2],
      image: { ...(courses[2]?.image as object), widht: 400 },
    };
    const [problem] = checkFolder('courses', asFiles('courses', courses)).problems;
    expect(problem).toMatch(
      /^content\/courses\/digital-marketing\.yml: image \("Picture"\): has a field the editor does not know: widht \(a typo\?\)$/,
    );
  });

  it('takes a fee edit alone, and refuses a deposit that leaves too little for the instalments', () => {
    const course = (
      parse(real(`courses/${firstCourseFile}`)) as {
        en: { slug: string; price: number; details: { paymentPlan: Record<string, number> } };
      }
    ).en;
    const check = () => checkFolder('courses', asFiles('courses', [course])).problems;
    course.price += 1500;
    expect(check()).toEqual([]);
    const { instalments = 0 } = course.details.paymentPlan;
    course.details.paymentPlan.deposit = course.price - instalments + 1;
    const shillings = (amount: number) => `KSh ${amount.toLocaleString('en-US')}`;
    expect(check()).toEqual([
      `content/courses/${course.slug}.yml: details.paymentPlan.deposit ("Deposit on enrolment (KSh)"): the deposit (${shillings(course.price - instalments + 1)}) leaves too little of the fee (${shillings(course.price)}) for ${instalments} monthly instalments: lower the deposit`,
    ]);
  });

  it('asks for 5 to 10 modules and a class that ends after it starts', () => {
    const course = (
      parse(real(`courses/${firstCourseFile}`)) as {
        en: { slug: string; details: { modules: unknown[]; schedules: Record<string, unknown>[] } };
      }
    ).en;
    course.details.modules = course.details.modules.slice(0, 4);
    course.details.schedules[0] = { ...course.details.schedules[0], start: '10:00', end: '09:00' };
    expect(checkFolder('courses', asFiles('courses', [course])).problems).toEqual([
      `content/courses/${course.slug}.yml: details.modules ("What the course teaches (5 to 10 modules or weeks)"): must list at least 5 modules`,
      `content/courses/${course.slug}.yml: details.schedules[0] (${String(course.details.schedules[0].name)}): end ("Class ends"): must be after the start: a class cannot end before it starts`,
    ]);
  });

  describe('across files', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('stops on an event at a campus that does not exist and a popular course that does not', () => {
      dir = mkdtempSync(join(tmpdir(), 'content-'));
      cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
      const loaded = loadSiteContent();
      const [firstEvent] = loaded.data.events;
      if (!firstEvent) throw new Error('content/events/ holds no event');
      const eventFile = join(dir, 'content', entryPathOf(loaded, 'events', firstEvent));
      writeFileSync(eventFile, stringify({ en: { ...firstEvent, location: 'Eldoret Campus' } }));
      const home = parse(real('home.yml')) as { en: { popularCourses: string[] } };
      home.en.popularCourses[0] = 'no-such-course';
      writeFileSync(join(dir, 'content/home.yml'), stringify(home));
      expect(() => loadContent(dir)).toThrow(ContentError);
      expect(() => loadContent(dir)).toThrow(
        [
          'The content files do not match their schemas:',
          '  content/home.yml: popularCourses[0]: no course has the slug "no-such-course"',
          `  content/events/${String(entryPathOf(loaded, 'events', firstEvent).split('/')[1])}: location: "Eldoret Campus" must be one of the campuses: ${campusList}`,
        ].join('\n'),
      );
    });

    it('stops on a class time at a campus that does not exist', () => {
      dir = mkdtempSync(join(tmpdir(), 'content-'));
      cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
      const course = (
        parse(real(`courses/${firstCourseFile}`)) as {
          en: { slug: string; details: { schedules: { name: string; campuses: string[] }[] } };
        }
      ).en;
      const schedule = course.details.schedules[0];
      if (!schedule) throw new Error('no course with a schedule');
      schedule.campuses = ['Eldoret Campus'];
      writeFileSync(join(dir, 'content/courses', firstCourseFile), stringify({ en: course }));
      expect(() => loadContent(dir)).toThrow(
        `content/courses/${firstCourseFile}: details.schedules[0] (${schedule.name}): campuses[0]: "Eldoret Campus" must be one of the campuses: ${campusList}`,
      );
    });

    it('names the id to write where a file names a campus by its name (as before campuses had ids)', () => {
      dir = mkdtempSync(join(tmpdir(), 'content-'));
      cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
      const loaded = loadSiteContent();
      const [firstEvent] = loaded.data.events;
      const [campus] = campuses;
      if (!firstEvent || !campus) throw new Error('content/ holds no event or no campus');
      writeFileSync(
        join(dir, 'content', entryPathOf(loaded, 'events', firstEvent)),
        stringify({ en: { ...firstEvent, location: campus.name } }),
      );
      expect(() => loadContent(dir)).toThrow(
        `content/${entryPathOf(loaded, 'events', firstEvent)}: location: "${campus.name}" is a campus's name: name it by its id, ${campus.id}`,
      );
    });

    it('reports a file that is not YAML, or missing', () => {
      dir = mkdtempSync(join(tmpdir(), 'content-'));
      cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
      const [faqFile = ''] = readdirSync(join(dir, 'content/faqs'));
      writeFileSync(join(dir, 'content/faqs', faqFile), 'question: [unclosed');
      rmSync(join(dir, 'content/team'), { recursive: true });
      let message = '';
      try {
        loadContent(dir);
      } catch (error) {
        message = error instanceof Error ? error.message : '';
      }
      expect(message).toContain('content/team/: missing');
      expect(message).toContain(`content/faqs/${faqFile}: not valid YAML`);
    });
  });
});
