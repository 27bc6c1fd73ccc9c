import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkCollection, ContentError, loadContent } from '../../tools/content-data';

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
const realCourses = parse(real('courses.yml')) as { courses: Record<string, unknown>[] };
const courseFixture = (): Record<string, unknown>[] =>
  slugs.map((slug, index) => ({
    ...realCourses.courses[0],
    id: index + 1,
    slug,
    title: `Course ${index + 1}`,
  }));

/** The fixture courses with one field of one course changed (or removed, with `undefined`). */
function coursesWith(index: number, field: string, value: unknown): string {
  const courses = courseFixture();
  courses[index] = Object.fromEntries(
    Object.entries({ ...courses[index], [field]: value }).filter(([, entry]) => entry !== undefined),
  );
  return stringify({ courses });
}

const campuses = (parse(real('site.yml')) as { campuses: { name: string }[] }).campuses.map(
  (campus) => campus.name,
);
const event = (slug: string, date: string) => ({
  slug,
  title: slug,
  date,
  start: '13:00',
  end: '17:00',
  location: campuses[0],
  description: 'A fixture event.',
});

/** Three fixture events, the second patched. */
function eventsWith(patch: Record<string, unknown>): string {
  const events = [
    event('career-fair', '2026-06-25'),
    { ...event('women-in-tech-workshop', '2026-07-10'), ...patch },
    event('alumni-mixer', '2026-08-18'),
  ];
  return stringify({ events });
}

describe('content schemas', () => {
  it('accepts every data file in content/, and the fixtures made from them', () => {
    const content = loadContent();
    expect(content.courses.courses.length).toBeGreaterThan(0);
    expect(checkCollection('courses', coursesWith(0, 'price', 13500)).problems).toEqual([]);
    expect(checkCollection('events', eventsWith({})).problems).toEqual([]);
  });

  it('names the file, the entry and the field of a price that is not a positive whole number of shillings', () => {
    expect(checkCollection('courses', coursesWith(1, 'price', 12000.5)).problems).toEqual([
      'content/courses.yml: courses[1] (web-development): price ("Fee (KSh)"): must be a positive whole number of shillings, in figures only (no commas or decimals), e.g. 12000',
    ]);
    expect(checkCollection('courses', coursesWith(1, 'price', -5)).problems).toEqual([
      'content/courses.yml: courses[1] (web-development): price ("Fee (KSh)"): must be a positive whole number of shillings, in figures only (no commas or decimals), e.g. 12000',
    ]);
    expect(checkCollection('courses', coursesWith(1, 'price', '12,000')).problems).toEqual([
      'content/courses.yml: courses[1] (web-development): price ("Fee (KSh)"): must be a positive whole number of shillings, in figures only (no commas or decimals), e.g. 12000',
    ]);
  });

  it('names a missing field, a wrong type and an unknown course level, as staff would put it right', () => {
    expect(checkCollection('courses', coursesWith(3, 'title', undefined)).problems).toEqual([
      'content/courses.yml: courses[3] (cybersecurity): title: must be filled in',
    ]);
    expect(checkCollection('courses', coursesWith(3, 'title', 42)).problems).toEqual([
      'content/courses.yml: courses[3] (cybersecurity): title: must be text',
    ]);
    expect(checkCollection('courses', coursesWith(0, 'level', 'Expert')).problems).toEqual([
      'content/courses.yml: courses[0] (graphic-design): level: must be one of: Beginner, Beginner to Intermediate, Beginner to Advanced, Intermediate, Intermediate to Advanced, Advanced, All Levels',
    ]);
  });

  it('refuses a duplicate slug, naming the second entry', () => {
    expect(checkCollection('courses', coursesWith(4, 'slug', 'web-development')).problems).toEqual([
      'content/courses.yml: courses[4] (web-development): slug ("Slug (anchor and file name)"): duplicate slug "web-development"',
    ]);
  });

  it('refuses a second course of the same title, naming the second entry', () => {
    const [first] = courseFixture();
    const title = String(first?.title);
    expect(checkCollection('courses', coursesWith(4, 'title', title)).problems).toEqual([
      `content/courses.yml: courses[4] (${String(slugs[4])}): title: duplicate title "${title}"`,
    ]);
  });

  it('refuses an event that ends before it starts, and a date that does not exist', () => {
    expect(checkCollection('events', eventsWith({ start: '17:00', end: '13:00' })).problems).toEqual([
      'content/events.yml: events[1] (women-in-tech-workshop): end ("Ends"): must be after the start: an event cannot end before it starts',
    ]);
    expect(checkCollection('events', eventsWith({ date: '2026-02-30' })).problems).toEqual([
      'content/events.yml: events[1] (women-in-tech-workshop): date: is not a real date: check the day and the month',
    ]);
  });

  it('names an unknown field (a typo) in a nested object', () => {
    const courses = courseFixture();
    courses[2] = {
      ...courses[2],
      image: { ...(courses[2]?.image as object), widht: 400 },
    };
    const [problem] = checkCollection('courses', stringify({ courses })).problems;
    expect(problem).toMatch(
      /^content\/courses\.yml: courses\[2\] \(digital-marketing\): image \("Picture"\): has a field the editor does not know: widht \(a typo\?\)$/,
    );
  });

  it('takes a fee edit alone, and refuses a deposit that leaves too little for the instalments', () => {
    const data = parse(real('courses.yml')) as {
      courses: { slug: string; price: number; details: { paymentPlan: Record<string, number> } }[];
    };
    const course = data.courses[1];
    if (!course) throw new Error('no second course');
    course.price += 1500;
    expect(checkCollection('courses', stringify(data)).problems).toEqual([]);
    const { instalments = 0 } = course.details.paymentPlan;
    course.details.paymentPlan.deposit = course.price - instalments + 1;
    const shillings = (amount: number) => `KSh ${amount.toLocaleString('en-US')}`;
    expect(checkCollection('courses', stringify(data)).problems).toEqual([
      `content/courses.yml: courses[1] (${course.slug}): details.paymentPlan.deposit ("Deposit on enrolment (KSh)"): the deposit (${shillings(course.price - instalments + 1)}) leaves too little of the fee (${shillings(course.price)}) for ${instalments} monthly instalments: lower the deposit`,
    ]);
  });

  it('asks for 5 to 10 modules and a class that ends after it starts', () => {
    const data = parse(real('courses.yml')) as {
      courses: { slug: string; details: { modules: unknown[]; schedules: Record<string, unknown>[] } }[];
    };
    const course = data.courses[0];
    if (!course) throw new Error('no course');
    course.details.modules = course.details.modules.slice(0, 4);
    course.details.schedules[0] = { ...course.details.schedules[0], start: '10:00', end: '09:00' };
    expect(checkCollection('courses', stringify(data)).problems).toEqual([
      `content/courses.yml: courses[0] (${course.slug}): details.modules ("What the course teaches (5 to 10 modules or weeks)"): must list at least 5 modules`,
      `content/courses.yml: courses[0] (${course.slug}): details.schedules[0].end ("Class ends"): must be after the start: a class cannot end before it starts`,
    ]);
  });

  describe('across files', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('stops on an event at a campus that does not exist and a popular course that does not', () => {
      dir = mkdtempSync(join(tmpdir(), 'content-'));
      cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
      writeFileSync(join(dir, 'content/events.yml'), eventsWith({ location: 'Eldoret Campus' }));
      const home = parse(real('home.yml')) as { popularCourses: string[] };
      home.popularCourses[0] = 'no-such-course';
      writeFileSync(join(dir, 'content/home.yml'), stringify(home));
      expect(() => loadContent(dir)).toThrow(ContentError);
      expect(() => loadContent(dir)).toThrow(
        [
          'The content files do not match their schemas:',
          '  content/home.yml: popularCourses[0]: no course has the slug "no-such-course"',
          `  content/events.yml: events[1] (women-in-tech-workshop): location: must be one of the campuses: ${campuses.join(', ')}`,
        ].join('\n'),
      );
    });

    it('stops on a class time at a campus that does not exist', () => {
      dir = mkdtempSync(join(tmpdir(), 'content-'));
      cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
      const data = parse(real('courses.yml')) as {
        courses: { slug: string; details: { schedules: { name: string; campuses: string[] }[] } }[];
      };
      const [course] = data.courses;
      const schedule = course?.details.schedules[0];
      if (!course || !schedule) throw new Error('no course with a schedule');
      schedule.campuses = ['Eldoret Campus'];
      writeFileSync(join(dir, 'content/courses.yml'), stringify(data));
      expect(() => loadContent(dir)).toThrow(
        `content/courses.yml: courses[0] (${course.slug}): details.schedules[0] (${schedule.name}): campuses[0]: "Eldoret Campus" must be one of the campuses: Nakuru Main Campus, Naivasha Branch`,
      );
    });

    it('reports a file that is not YAML, or missing', () => {
      dir = mkdtempSync(join(tmpdir(), 'content-'));
      cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
      writeFileSync(join(dir, 'content/faqs.yml'), 'faqs: [unclosed');
      rmSync(join(dir, 'content/team.yml'));
      let message = '';
      try {
        loadContent(dir);
      } catch (error) {
        message = error instanceof Error ? error.message : '';
      }
      expect(message).toContain('content/team.yml: missing');
      expect(message).toMatch(/content\/faqs\.yml: not valid YAML/);
    });
  });
});
