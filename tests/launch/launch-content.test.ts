// `npm run check:launch-content`: the content the site launched with matches the brief's figures
// (/work/shared/spec/site-spec.md sections 3, 5 and 9). Not part of `npm test`: the college's staff
// change fees, events and people through the editor, and such an edit must not turn CI red. Run it
// to compare a content folder with the brief (CONTENT_DIR=... to check another one).
import { describe, expect, it } from 'vitest';
import { interestOptions, timeOptions } from '../../src/content/booking-options';
import { words as englishCommon } from '../../src/i18n/en/common';
import { words as englishWhen } from '../../src/i18n/en/when';
import { formatPrice, formatPriceBand } from '../../src/lib/format-price';
import { loadContent } from '../../tools/content-data';

const content = loadContent();

describe('launch content matches the brief', () => {
  it('section 3: the ten courses with their fees, durations and levels, in order', () => {
    expect(
      // The duration as the site words it from the course's weeks.
      content.courses.map(({ id, title, price, weeks, perProgrammingLanguage, level }) => [
        id,
        title,
        formatPrice(price),
        englishCommon.course.length(weeks, perProgrammingLanguage),
        level,
      ]),
    ).toEqual([
      [1, 'Graphic Design & Branding', 'KSh 6,000', '3 months', 'Beginner to Intermediate'],
      [2, 'Web Design & Development', 'KSh 12,000', '4 months', 'Beginner to Advanced'],
      [3, 'Digital Marketing', 'KSh 5,000', '2 months', 'All Levels'],
      [4, 'Cybersecurity', 'KSh 12,000', '4 months', 'Intermediate to Advanced'],
      [5, 'Software Development', 'KSh 6,000', '3 months per language', 'Beginner to Advanced'],
      [6, 'Data Science & Analytics', 'KSh 6,000', '3 months', 'Beginner to Intermediate'],
      [7, 'Computer Networking & IT Support', 'KSh 5,000', '2 months', 'Beginner to Intermediate'],
      [8, 'Computer Packages & Office Applications', 'KSh 4,000', '1 month', 'Beginner'],
      [9, 'Video Editing & Motion Graphics', 'KSh 12,000', '4 months', 'Beginner to Advanced'],
      [10, 'AutoCAD & Engineering Software', 'KSh 12,000', '4 months', 'Beginner to Intermediate'],
    ]);
  });

  it('section 3: each course leads to its own booking interest', () => {
    expect(content.courses.map((course) => course.interest)).toEqual([
      'Graphic Design',
      'Web Development',
      'Digital Marketing',
      'Cybersecurity',
      'Software Development',
      'Data Science',
      'Networking',
      'Office Applications',
      'Video Editing',
      'AutoCAD',
    ]);
  });

  it('section 5: nine time options and twelve areas of interest', () => {
    // As an English reader sees them (the form keeps the 24-hour "09:00").
    expect(timeOptions.map(englishWhen.when.clock)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);
    expect(interestOptions).toEqual([
      'Web Development',
      'Graphic Design',
      'Digital Marketing',
      'Cybersecurity',
      'Software Development',
      'Data Science',
      'Networking',
      'Office Applications',
      'Video Editing',
      'AutoCAD',
      'Corporate Training',
      'Other',
    ]);
  });

  it('section 9: office hours', () => {
    expect(
      content.site.officeHours.map((hours) => [
        hours.days,
        englishWhen.when.clock(hours.opens),
        englishWhen.when.clock(hours.closes),
      ]),
    ).toEqual([
      ['Monday to Friday', '8:00 AM', '6:00 PM'],
      ['Saturday', '9:00 AM', '1:00 PM'],
    ]);
  });

  it('section 9: the package bands, Intermediate marked POPULAR', () => {
    expect(
      content.packages.map(({ name, price, popular }) => [name, formatPriceBand(price), popular]),
    ).toEqual([
      ['Beginner', 'KSh 4,000 – 6,000', false],
      ['Intermediate', 'KSh 6,000 – 8,000', true],
      ['Advanced', 'KSh 10,000 – 12,000', false],
    ]);
  });

  it('section 9: the about statistics', () => {
    expect(content.about.statistics.map((stat) => [stat.value, stat.label.toLowerCase()])).toEqual([
      ['100+', 'students trained'],
      ['5+', 'expert instructors'],
      ['3+', 'years of excellence'],
      ['95%', 'job placement rate'],
    ]);
  });

  it('section 9: the three community events', () => {
    expect(
      content.events.map((event) => [
        event.date,
        event.title,
        `${englishWhen.when.clock(event.start)} to ${englishWhen.when.clock(event.end)}`,
      ]),
    ).toEqual([
      ['2025-06-25', 'Tech Career Fair', '9:00 AM to 4:00 PM'],
      ['2025-07-10', 'Women in Tech Workshop', '1:00 PM to 5:00 PM'],
      ['2025-08-18', 'Alumni Networking Mixer', '6:00 PM to 9:00 PM'],
    ]);
  });

  it('section 9: three popular courses on the home page, priced 12,000, 6,000 and 12,000 KSh', () => {
    const bySlug = new Map(content.courses.map((course) => [course.slug, course]));
    expect(content.home.popularCourses.map((slug) => bySlug.get(slug)?.price)).toEqual([12000, 6000, 12000]);
  });

  it('section 9: ten FAQs, one per topic in order, with the course lengths', () => {
    expect(content.faqs.map((faq) => faq.topic)).toEqual([
      'admission',
      'payment plans',
      'scholarships',
      'schedule',
      'job placement',
      'hands-on teaching',
      'certificates',
      'missed classes',
      'online courses',
      'course length',
    ]);
    const answer = content.faqs.find((faq) => faq.topic === 'course length')?.answer ?? '';
    expect(answer).toMatch(/1-2 months[^.]*short courses|short courses[^.]*1-2 months/i);
    expect(answer).toMatch(/3-6 months[^.]*comprehensive courses|comprehensive courses[^.]*3-6 months/i);
  });

  it('the launch site: eight team members, seven objectives, three testimonials, two campuses', () => {
    expect(content.team).toHaveLength(8);
    expect(content.about.objectives).toHaveLength(7);
    expect(content.home.testimonials).toHaveLength(3);
    expect(content.site.campuses.map((campus) => campus.town)).toEqual(['Nakuru', 'Naivasha']);
  });
});
