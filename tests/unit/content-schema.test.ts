import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkCollection, ContentError, loadContent } from '../../tools/content-data';

const real = (file: string) => readFileSync(join(process.cwd(), 'content', file), 'utf8');

/** courses.yml with one field of one course changed (or removed, with `undefined`). */
function coursesWith(index: number, field: string, value: unknown): string {
  const data = parse(real('courses.yml')) as { courses: Record<string, unknown>[] };
  const course = data.courses[index];
  if (!course) throw new Error(`no course ${index}`);
  data.courses[index] = Object.fromEntries(
    Object.entries({ ...course, [field]: value }).filter(([, entry]) => entry !== undefined),
  );
  return stringify(data);
}

function eventsWith(patch: Record<string, unknown>): string {
  const data = parse(real('events.yml')) as { events: Record<string, unknown>[] };
  data.events[1] = { ...data.events[1], ...patch };
  return stringify(data);
}

describe('content schemas', () => {
  it('accepts every data file in content/', () => {
    const content = loadContent();
    expect(content.courses.courses).toHaveLength(10);
    expect(content.events.events).toHaveLength(3);
  });

  it('names the file, the entry and the field of a price that is not a positive whole number of shillings', () => {
    expect(checkCollection('courses', coursesWith(1, 'price', 12000.5)).problems).toEqual([
      'content/courses.yml: courses[1] (web-development): price: must be a positive whole number of shillings',
    ]);
    expect(checkCollection('courses', coursesWith(1, 'price', -5)).problems).toEqual([
      'content/courses.yml: courses[1] (web-development): price: must be a positive whole number of shillings',
    ]);
    expect(checkCollection('courses', coursesWith(1, 'price', '12,000')).problems).toEqual([
      'content/courses.yml: courses[1] (web-development): price: must be a positive whole number of shillings',
    ]);
  });

  it('names a missing field, a wrong type and an unknown course level', () => {
    expect(checkCollection('courses', coursesWith(3, 'title', undefined)).problems).toEqual([
      'content/courses.yml: courses[3] (cybersecurity): title: must be text',
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
      'content/courses.yml: courses[4] (web-development): slug: duplicate slug "web-development"',
    ]);
  });

  it('refuses an event that ends before it starts, and a date that does not exist', () => {
    expect(checkCollection('events', eventsWith({ start: '17:00', end: '13:00' })).problems).toEqual([
      'content/events.yml: events[1] (women-in-tech-workshop): end: must be after the start: an event cannot end before it starts',
    ]);
    expect(checkCollection('events', eventsWith({ date: '2026-02-30' })).problems).toEqual([
      'content/events.yml: events[1] (women-in-tech-workshop): date: is not a real date',
    ]);
  });

  it('names an unknown field (a typo) in a nested object', () => {
    const data = parse(real('courses.yml')) as { courses: { image: Record<string, unknown> }[] };
    const image = data.courses[2]?.image;
    if (!image) throw new Error('no image');
    image.widht = 400;
    const [problem] = checkCollection('courses', stringify(data)).problems;
    expect(problem).toMatch(
      /^content\/courses\.yml: courses\[2\] \(digital-marketing\): image: Unrecognized key: "widht"/,
    );
  });

  it('refuses a payment plan that does not add up to the fee, saying what it adds up to', () => {
    const data = parse(real('courses.yml')) as {
      courses: { slug: string; price: number; details: { paymentPlan: Record<string, number> } }[];
    };
    const course = data.courses[1];
    if (!course) throw new Error('no second course');
    const { deposit = 0, instalments = 0, instalment = 0 } = course.details.paymentPlan;
    expect(deposit + instalments * instalment).toBe(course.price);
    course.details.paymentPlan.deposit = deposit + 500;
    const shillings = (amount: number) => `KSh ${amount.toLocaleString('en-US')}`;
    expect(checkCollection('courses', stringify(data)).problems).toEqual([
      `content/courses.yml: courses[1] (${course.slug}): details.paymentPlan: the deposit (${shillings(deposit + 500)}) and ${instalments} monthly instalments of ${shillings(instalment)} add up to ${shillings(course.price + 500)}, but the fee is ${shillings(course.price)}: change the deposit or the instalments so they add up to the fee`,
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
      `content/courses.yml: courses[0] (${course.slug}): details.modules: must list at least 5 modules`,
      `content/courses.yml: courses[0] (${course.slug}): details.schedules[0].end: must be after the start: a class cannot end before it starts`,
    ]);
  });

  describe('across files', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('stops on an event at a campus that does not exist and a popular course that does not', () => {
      dir = mkdtempSync(join(tmpdir(), 'content-'));
      cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
      writeFileSync(join(dir, 'content/events.yml'), eventsWith({ location: 'Eldoret Campus' }));
      writeFileSync(
        join(dir, 'content/home.yml'),
        real('home.yml').replace('- web-development', '- web-design'),
      );
      expect(() => loadContent(dir)).toThrow(ContentError);
      expect(() => loadContent(dir)).toThrow(
        [
          'The content files do not match their schemas:',
          '  content/home.yml: popularCourses[0]: no course has the slug "web-design"',
          '  content/events.yml: events[1] (women-in-tech-workshop): location: must be one of the campuses: Nakuru Main Campus, Naivasha Branch',
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
