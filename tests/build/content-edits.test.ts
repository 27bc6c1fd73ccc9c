// The college's staff edit content/ through the editor. This builds a copy of content/ with the
// kinds of edits they make (a fee, the phone, an event, an FAQ answer, a team member who left, a new
// course, a third campus, a campus and a course renamed in both languages, photos on a course, an
// event and a team member) into a build of its own, and checks the pages show them: an edit that
// passes the schema goes through the build and reaches the site, with nothing pinned elsewhere.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, stringify, type Document } from 'yaml';
import { visibleText } from '../support/site-helpers.ts';
import { formatPrice } from '../../src/lib/format-price.ts';
import { capitalised, listPhrase, wordingIn } from '../../src/lib/wording.ts';
import { contentRoot, loadSiteContent } from '../../tools/content-data.ts';
import { entryPathOf } from '../../tools/content/loaded-content.ts';
import { buildSite, hungBuildMs } from '../support/build-site.ts';
import { photoBytes } from '../../scripts/photo-fixtures.mjs';
import { courseShareCard, coursePath } from '../../src/config/paths.ts';
import { defaultLocale, localeInfo, locales, pageFileOf, type Locale } from '../../src/config/locales.ts';
import { eventDateLabel, eventTimeLabel } from '../../src/i18n/event-labels.ts';
import type { MetaFacts } from '../../src/i18n/en/meta.ts';
import type { Untranslated } from '../../src/content/schema/translations.ts';
import { words as aboutWords } from '../../src/i18n/en/about.ts';
import { words as booking } from '../../src/i18n/en/booking.ts';
import { words as common } from '../../src/i18n/en/common.ts';
import { words as coursesWords } from '../../src/i18n/en/courses.ts';
import { words as home } from '../../src/i18n/en/home.ts';
import { words as meta } from '../../src/i18n/en/meta.ts';
import { words as when } from '../../src/i18n/en/when.ts';

const loaded = loadSiteContent();
const original = loaded.data;
const dir = mkdtempSync(join(tmpdir(), 'kilele-content-edits-'));
const contentDir = join(dir, 'content');
const buildDir = join(dir, 'dist');

/** Edits one data file as the editor would: the YAML document, changed in place. */
function edit(file: string, change: (document: Document) => void) {
  const path = join(contentDir, file);
  const document = parseDocument(readFileSync(path, 'utf8'));
  change(document);
  writeFileSync(path, document.toString());
}

// The edits, chosen from whatever content/ holds today; what they add is named so it cannot
// collide with an entry the staff have already made (a clone with an "open day" of its own once
// failed here on a duplicate slug).
const unused = (taken: readonly string[], wanted: string) => {
  let name = wanted;
  for (let n = 2; taken.includes(name); n++) name = `${wanted}-${n}`;
  return name;
};
const feeIndex = Math.max(
  0,
  original.courses.findIndex((course) => course.price === 12000),
);
const feeCourse = original.courses[feeIndex];
const newFee = (feeCourse?.price ?? 0) + 1500;
const phone = { display: '+254 733 100 200', e164: '+254733100200' };
const nextYear = new Date().getUTCFullYear() + 1;
const nextMarch = `${nextYear}-03-14`;
const eventSlug = unused(
  original.events.map((event) => event.slug),
  'edit-test-march-open-day',
);
const newEvent = {
  slug: eventSlug,
  title: `Edit Test ${eventSlug}`,
  date: nextMarch,
  start: '10:00',
  end: '15:00',
  location: original.site.campuses[0]?.id ?? '',
  description: 'Tour the labs, meet the instructors and try a free taster class.',
};
const faqIndex = original.faqs.length - 1;
const newAnswer = 'Reworded by the staff: short courses take one to two months, longer ones three to six.';
const leaver = original.team[original.team.length - 1];
const courseToCopy = original.courses[0];
if (!courseToCopy) throw new Error('content/courses has no course to copy');
const newCourse = {
  ...courseToCopy,
  id: Math.max(...original.courses.map((course) => course.id)) + 1,
  slug: unused(
    original.courses.map((course) => course.slug),
    'edit-test-mobile-apps',
  ),
  title: 'Edit Test Mobile Apps',
  // Below every other fee, so "from KSh ..." must follow it.
  price: Math.min(...original.courses.map((course) => course.price)) - 500,
};
const courseCount = original.courses.length + 1;
// A module added in English to a course whose Kiswahili is written: only it is untranslated.
const newModule = { title: 'Edit Test Week 17: Mobile first', text: 'Edit test: a week on phones.' };
const newCampus = {
  ...original.site.campuses[original.site.campuses.length - 1],
  name: unused(
    original.site.campuses.map((campus) => campus.name),
    'Edit Test Campus',
  ),
  id: unused(
    original.site.campuses.map((campus) => campus.id),
    'edit-test-campus',
  ),
  town: unused(
    original.site.campuses.map((campus) => campus.town),
    'Edittown',
  ),
  kind: 'branch',
  // Its own position (a few streets from the one it was copied from) and its own hours.
  geo: { latitude: -0.3031, longitude: 36.08 },
  officeHours: [
    {
      days: 'Monday to Saturday',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '10:00',
      closes: '16:00',
      label: 'Monday to Saturday: 10:00 AM to 4:00 PM',
    },
  ],
};
// A campus renamed, in English and in Kiswahili: one edit of site.yml, which every course and event
// naming the campus (by its id) follows.
const renamedCampus = original.site.campuses[0];
const campusNames = original.site.campuses.map((campus) => campus.name);
/** A name for each language, its own (the language's name in it), none that content/ has. */
const perLocale = (taken: readonly string[], wanted: string) =>
  Object.fromEntries(
    locales.map((locale) => [locale, unused(taken, `${wanted} (${localeInfo[locale].name})`)]),
  ) as Record<Locale, string>;
const campusRename = perLocale(campusNames, 'Edit Test Renamed Campus');
// A course renamed in both languages (not the one whose fee changes).
const renamedCourse = original.courses.find((course) => course !== feeCourse);
const courseTitles = original.courses.map((course) => course.title);
const courseRename = perLocale(courseTitles, 'Edit Test Renamed Course');
const shortName = 'Kilele Tech';
// Every campus town, the new one last.
const towns = [...new Set([...original.site.campuses, newCampus].map((campus) => campus.town))];
/** What the pages' titles and descriptions are made from, as the edits leave it. */
const editedFacts: MetaFacts = {
  name: original.site.name,
  shortName,
  townsAnd: listPhrase(towns, common.conjunctions.and),
  townsOr: listPhrase(towns, common.conjunctions.or),
  courseCount,
  lowestFee: formatPrice(newCourse.price),
};
/** Text as the prerender writes it in an attribute. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// A closure of several days, as the staff add one (a name no public holiday has).
const newClosure = { name: 'Edit Test Staff Retreat', date: `${nextYear}-08-10`, until: `${nextYear}-08-12` };

let build: { status: number | null; output: string };
const page = (file: string) => readFileSync(join(buildDir, file), 'utf8');

/** Adds an entry as the editor's "New ..." button does: a data file of its own in the folder. */
function add(folder: string, name: string, data: unknown) {
  writeFileSync(join(contentDir, folder, `${name}.yml`), stringify({ en: data }));
}

// Photos staff upload to a course, an event and a team member (phone-sized JPEGs, one with GPS).
const photos = {
  course: { name: 'edit-test-course.jpg', alt: 'Students at laptops in the edit-test lab' },
  event: { name: 'edit-test-event.jpg', alt: 'Visitors touring the edit-test open day' },
  member: { name: 'edit-test-member.jpg', alt: 'A smiling instructor in the edit-test staff room' },
};
const member = original.team[0];

beforeAll(async () => {
  cpSync(contentRoot(), contentDir, { recursive: true });
  for (const [index, photo] of Object.values(photos).entries()) {
    const bytes = await photoBytes({ width: 1600, height: 1200, format: 'jpeg', gps: index === 0 });
    writeFileSync(join(contentDir, 'images', photo.name), bytes);
  }
  const picture = (photo: { name: string; alt: string }) => ({
    src: `/images/${photo.name}`,
    alt: photo.alt,
  });
  if (!feeCourse || !leaver) throw new Error('content/ has no course or no team member');
  edit(entryPathOf(loaded, 'courses', feeCourse), (document) => {
    document.setIn(['en', 'price'], newFee);
    document.setIn(['en', 'image'], document.createNode(picture(photos.course)));
    (document.getIn(['en', 'details', 'modules']) as { add: (value: unknown) => void }).add(
      document.createNode(newModule),
    );
  });
  if (member)
    edit(entryPathOf(loaded, 'team', member), (document) =>
      document.setIn(['en', 'headshot'], document.createNode(picture(photos.member))),
    );
  // Listed after every other course (no position given), as a new entry is by default.
  add('courses', newCourse.slug, { ...newCourse, order: undefined });
  edit('site.yml', (document) => {
    document.setIn(['en', 'phone', 'display'], phone.display);
    document.setIn(['en', 'phone', 'e164'], phone.e164);
    document.setIn(['en', 'shortName'], shortName);
    (document.getIn(['en', 'campuses']) as { add: (value: unknown) => void }).add(
      document.createNode(newCampus),
    );
    for (const locale of locales) {
      if (locale === defaultLocale || document.hasIn([locale, 'campuses', 0]))
        document.setIn([locale, 'campuses', 0, 'name'], campusRename[locale]);
      else document.setIn([locale, 'campuses'], document.createNode([{ name: campusRename[locale] }]));
    }
  });
  if (renamedCourse)
    edit(entryPathOf(loaded, 'courses', renamedCourse), (document) => {
      for (const locale of locales) document.setIn([locale, 'title'], courseRename[locale]);
    });
  add('events', newEvent.slug, { ...newEvent, photo: picture(photos.event) });
  const faq = original.faqs[faqIndex];
  if (faq) edit(entryPathOf(loaded, 'faqs', faq), (document) => document.setIn(['en', 'answer'], newAnswer));
  add('closures', `${newClosure.date}-edit-test`, newClosure);
  rmSync(join(contentDir, entryPathOf(loaded, 'team', leaver)));

  // The build `npm run build` runs, pointed at the copy (the editor is not part of what is checked).
  build = buildSite(contentDir, buildDir);
  // A build is 10 to 15 CPU-s, but beside the third language's typecheck and build on two cores it
  // took three minutes.
}, hungBuildMs);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a build of edited content', () => {
  it('shows the photos uploaded to a course, an event and a team member, as the shipped phone sizes', () => {
    const imageOf = (html: string, alt: string) =>
      [...html.matchAll(/<img\s[^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes(`alt="${alt}"`));
    const course = imageOf(page(pageFileOf(coursePath(feeCourse?.slug ?? ''), 'en')), photos.course.alt);
    expect(course).toMatch(/srcset="[^"]*\/pictures\/[^"]*640w/i);
    expect(imageOf(page('courses.html'), photos.course.alt)).toBeDefined();
    expect(imageOf(page('community.html'), photos.event.alt)).toMatch(/src="\/pictures\//);
    expect(imageOf(page('about.html'), photos.member.alt)).toMatch(/src="\/pictures\//);
    // The course's share card in each language is a JPEG (a photo), within its own budget.
    for (const locale of locales) {
      const card = courseShareCard(feeCourse?.slug ?? '', `/images/${photos.course.name}`, locale);
      expect(card.type).toBe('image/jpeg');
      expect(readFileSync(join(buildDir, card.path.slice(1))).byteLength, card.path).toBeLessThan(300 * 1000);
    }
    // No upload ships as uploaded: the phone's GPS and the original file stay out of the site.
    expect(readdirSync(join(buildDir, 'images')).filter((file) => file.startsWith('edit-test-'))).toEqual([]);
  });

  it('builds, with no warning but the lists of what Kiswahili lacks or should check: the course added in English only, the FAQ answer reworded in English', () => {
    expect(build.status, build.output).toBe(0);
    const notices = build.output
      .split(/\n(?=\S)/)
      .filter((block) => !/not yet translated into sw|needs review in sw/.test(block));
    expect(notices.join('\n')).not.toMatch(/\(!\)|\bwarn(ing)?\b/i);
    expect(build.output).toMatch(
      new RegExp(`not yet translated into sw[^]*courses/${newCourse.slug}\\.yml: title`),
    );
    // Its Kiswahili was written for the answer as it was: it still shows, and is named for review.
    const faq = original.faqs[faqIndex];
    const faqFile = faq ? entryPathOf(loaded, 'faqs', faq) : 'no FAQ';
    expect(build.output).toMatch(
      new RegExp(`needs review in sw[^]*${faqFile.replace('.', '\\.')}: answer\\b`),
    );
  });

  /**
   * The visible text of each element of `html` marked as English by its own `lang`, but the link
   * to the English page (marked as the language it leads to).
   */
  const markedEnglish = (html: string) =>
    [...html.matchAll(/<(\w+)(\s[^>]*)>/g)]
      .filter(
        ([, , attrs = '']) => attrs.includes(` lang="${localeInfo.en.lang}"`) && !/\shreflang=/.test(attrs),
      )
      .map(({ 0: tag, 1: name, 2: attrs = '', index }) => {
        // A picture says its words in its alt text.
        if (name === 'img') return /\salt="([^"]*)"/.exec(attrs)?.[1] ?? '';
        const start = index + tag.length;
        return visibleText(html.slice(start, html.indexOf(`</${String(name)}>`, start))).trim();
      });

  it('shows the course added in English only on the Kiswahili courses page, its words marked English and the page’s not', () => {
    const html = page('sw/courses.html');
    const start = html.lastIndexOf('<article', html.indexOf(`id="course-${newCourse.slug}"`));
    const card = html.slice(start, html.indexOf('</article>', start));
    expect(card.slice(0, card.indexOf('>'))).not.toContain('lang=');
    expect(markedEnglish(card)).toEqual([
      newCourse.image.alt,
      newCourse.title,
      newCourse.description,
      // Heard in the Enroll link's name, after the Kiswahili words before it.
      newCourse.title,
    ]);
    expect(visibleText(card)).toContain(newCourse.title);
  });

  it('marks only the module added in English on a course page that is otherwise in Kiswahili', () => {
    const html = page(pageFileOf(coursePath(feeCourse?.slug ?? ''), 'sw'));
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    // Besides what its Kiswahili writes as the English (a course title Kenyans say in English).
    const kiswahili = loaded.languages.sw.data.courses.find((course) => course.slug === feeCourse?.slug);
    const { untranslated = [] } = (kiswahili ?? {}) as Untranslated;
    const keptEnglish = untranslated
      .map((field) => kiswahili?.[field as keyof typeof kiswahili])
      .filter((text) => typeof text === 'string');
    expect(markedEnglish(main).filter((text) => !keptEnglish.includes(text))).toEqual([
      newModule.title,
      newModule.text,
    ]);
    // The modules written in Kiswahili are shown in Kiswahili, not marked.
    expect(visibleText(html)).not.toContain(feeCourse?.details.modules[0]?.text);
  });

  it('shows the new fee and the new course, with the count and the lowest fee following', () => {
    const courses = visibleText(page('courses.html'));
    expect(courses).toContain(formatPrice(newFee));
    expect(courses).toContain(newCourse.title);
    expect(courses).toContain(coursesWords.courses.lead(courseCount));
    expect(courses).toContain(capitalised(wordingIn('en').countInWords(courseCount)));
    // The titles and descriptions the head carries, from the edited figures.
    expect(page('courses.html')).toContain(
      `content="${escapeHtml(meta.meta.courses(editedFacts).description)}"`,
    );
    expect(visibleText(page('index.html'))).toContain(home.home.seeAll(courseCount));
    expect(page('index.html')).toContain(`content="${escapeHtml(meta.meta.home(editedFacts).description)}"`);
    expect(page('index.html')).toContain(formatPrice(newCourse.price));
  });

  it('shows the new phone number on every page, as text and as a tel: link', () => {
    for (const file of ['index.html', 'booking.html', 'about.html']) {
      expect(visibleText(page(file)), file).toContain(phone.display);
      expect(page(file), file).toContain(`href="tel:${phone.e164}"`);
      expect(page(file), file).not.toContain(`tel:${original.site.phone.e164}"`);
    }
  });

  it('lists the new event as upcoming on the community page', () => {
    const community = visibleText(page('community.html'));
    expect(community).toContain(newEvent.title);
    expect(community).toContain(eventDateLabel(newEvent, when));
    expect(community).toContain(eventTimeLabel(newEvent, when, common));
  });

  it('shows the reworded FAQ answer and no longer the old one', () => {
    const faqs = visibleText(page('faqs.html'));
    expect(faqs).toContain(newAnswer);
    expect(faqs).not.toContain(original.faqs[faqIndex]?.answer);
  });

  it('drops the team member who left, and keeps the others', () => {
    const about = visibleText(page('about.html'));
    expect(about).not.toContain(leaver?.name);
    for (const member of original.team.slice(0, -1)) expect(about).toContain(member.name);
    expect(about).toContain(aboutWords.about.inNumbers(shortName));
  });

  it('names every campus on the booking page, and the college as edited in the manifest', () => {
    expect(visibleText(page('booking.html'))).toContain(
      booking.booking.lead(listPhrase(towns, common.conjunctions.or)),
    );
    for (const town of towns) expect(visibleText(page('booking.html'))).toContain(town);
    const manifest = JSON.parse(page('manifest.webmanifest')) as { name: string; short_name: string };
    expect(manifest).toMatchObject({ name: original.site.name, short_name: shortName });
  });

  it('offers the third campus on the form, with its own hours and directions, and on every page', () => {
    const booking = page('booking.html');
    const radios = [
      ...booking.matchAll(/<input[^>]*type="radio"[^>]*name="campus"[^>]*value="([^"]+)"/g),
    ].map(([, value]) => value);
    expect(radios).toEqual([...original.site.campuses, newCampus].map((campus) => campus.id));
    expect(visibleText(booking)).toContain(newCampus.name);
    const directions = `https://www.google.com/maps/dir/?api=1&amp;destination=${newCampus.geo.latitude},${newCampus.geo.longitude}`;
    expect(booking).toContain(directions);
    expect(visibleText(booking)).toContain(newCampus.officeHours[0]?.label);
    expect(page('index.html')).toContain(directions);
    expect(page('index.html')).toContain(`"latitude":${newCampus.geo.latitude}`);
  });

  it.each(locales)('shows the campus renamed in %s wherever a page names it, from the one edit', (locale) => {
    const name = campusRename[locale];
    const id = renamedCampus?.id ?? '';
    /** The visible text of `html` from the element that holds `marker` to the end of that element's tag `tag`. */
    const part = (html: string, marker: string, tag: string) => {
      const start = html.lastIndexOf(`<${tag}`, html.indexOf(marker));
      return visibleText(html.slice(start, html.indexOf(`</${tag}>`, start)));
    };
    const home = page(pageFileOf('/', locale));
    const places: Record<string, string> = {
      footer: part(home, '<footer', 'footer'),
      'booking form': part(page(pageFileOf('/booking', locale)), `value="${id}"`, 'fieldset'),
      // The event added at that campus (events name it by its id).
      'event card': part(page(pageFileOf('/community', locale)), `id="event-${newEvent.slug}"`, 'article'),
    };
    const taught = original.courses.find((course) =>
      course.details.schedules.some((schedule) => schedule.campuses.includes(id)),
    );
    if (taught)
      places['class times'] = part(
        page(pageFileOf(coursePath(taught.slug), locale)),
        'id="times-heading"',
        'section',
      );
    for (const [where, text] of Object.entries(places)) {
      expect(text, `${where} in ${locale}`).toContain(name);
      expect(text, `${where} in ${locale}`).not.toContain(renamedCampus?.name);
    }
    // Its structured data too: the college's place at that campus, by its id in every language.
    expect(home).toContain(`#campus-${id}"`);
    expect(home).toContain(`"name":"${original.site.name}, ${name}"`);
  });

  it.each(locales)('shows the course renamed in %s on its card and its page', (locale) => {
    const title = courseRename[locale];
    const slug = renamedCourse?.slug ?? '';
    const courses = page(pageFileOf('/courses', locale));
    const start = courses.lastIndexOf('<article', courses.indexOf(`id="course-${slug}"`));
    const card = courses.slice(start, courses.indexOf('</article>', start));
    // Its heading, the link to its page.
    const heading = new RegExp(`id="course-${slug}"[^>]*>([\\s\\S]*?)</h\\d>`).exec(card)?.[1] ?? '';
    expect(visibleText(heading).trim()).toBe(title);
    expect(visibleText(card)).not.toContain(renamedCourse?.title);
    const own = page(pageFileOf(coursePath(slug), locale));
    // The title as written: its brackets are not the pattern's.
    expect(own).toMatch(new RegExp(`<h1[^>]*>(<[^>]+>)*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`));
    // Written in Kiswahili, it is not marked English.
    if (locale !== 'en') expect(markedEnglish(card)).not.toContain(title);
  });

  it.each(locales)('takes the new closure into the booking form’s content in %s', (locale) => {
    // Each language's content is a set of chunks of its own (assets/<locale>/).
    const assets = join(buildDir, localeInfo[locale].assets);
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(chunks.some((file) => readFileSync(join(assets, file), 'utf8').includes(newClosure.name))).toBe(
      true,
    );
  });
});
