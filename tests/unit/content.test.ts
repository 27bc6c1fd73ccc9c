import { describe, expect, it } from 'vitest';
import { objectives, statistics } from '../../src/content/about';
import { interestOptions } from '../../src/content/booking-options';
import { alumni, partners, successStories, womenInTech } from '../../src/content/community';
import { corporateOffers } from '../../src/content/corporate';
import { courseById, courses } from '../../src/content/courses';
import { eventDateLabel, eventRegistrationMessage, eventTimeLabel, events } from '../../src/content/events';
import { faqs } from '../../src/content/faqs';
import { popularCourses, testimonials, whyChooseUs } from '../../src/content/home';
import { coursePackages } from '../../src/content/packages';
import { initialsOf, team } from '../../src/content/team';
import { sections } from '../../src/config/paths';

describe('courses', () => {
  it('lists the ten courses with the spec fees, durations and levels, in order', () => {
    expect(
      courses.map(({ id, title, price, duration, level }) => ({ id, title, price, duration, level })),
    ).toEqual([
      {
        id: 1,
        title: 'Graphic Design & Branding',
        price: 6000,
        duration: '3 months',
        level: 'Beginner to Intermediate',
      },
      {
        id: 2,
        title: 'Web Design & Development',
        price: 12000,
        duration: '4 months',
        level: 'Beginner to Advanced',
      },
      { id: 3, title: 'Digital Marketing', price: 5000, duration: '2 months', level: 'All Levels' },
      {
        id: 4,
        title: 'Cybersecurity',
        price: 12000,
        duration: '4 months',
        level: 'Intermediate to Advanced',
      },
      {
        id: 5,
        title: 'Software Development',
        price: 6000,
        duration: '3 months per language',
        level: 'Beginner to Advanced',
      },
      {
        id: 6,
        title: 'Data Science & Analytics',
        price: 6000,
        duration: '3 months',
        level: 'Beginner to Intermediate',
      },
      {
        id: 7,
        title: 'Computer Networking & IT Support',
        price: 5000,
        duration: '2 months',
        level: 'Beginner to Intermediate',
      },
      {
        id: 8,
        title: 'Computer Packages & Office Applications',
        price: 4000,
        duration: '1 month',
        level: 'Beginner',
      },
      {
        id: 9,
        title: 'Video Editing & Motion Graphics',
        price: 12000,
        duration: '4 months',
        level: 'Beginner to Advanced',
      },
      {
        id: 10,
        title: 'AutoCAD & Engineering Software',
        price: 12000,
        duration: '4 months',
        level: 'Beginner to Intermediate',
      },
    ]);
  });

  it('maps each course to its own booking interest option', () => {
    expect(courses.map((course) => [course.title, course.interest])).toEqual([
      ['Graphic Design & Branding', 'Graphic Design'],
      ['Web Design & Development', 'Web Development'],
      ['Digital Marketing', 'Digital Marketing'],
      ['Cybersecurity', 'Cybersecurity'],
      ['Software Development', 'Software Development'],
      ['Data Science & Analytics', 'Data Science'],
      ['Computer Networking & IT Support', 'Networking'],
      ['Computer Packages & Office Applications', 'Office Applications'],
      ['Video Editing & Motion Graphics', 'Video Editing'],
      ['AutoCAD & Engineering Software', 'AutoCAD'],
    ]);
    // Every option but Corporate Training and Other belongs to exactly one course.
    expect(new Set(courses.map((course) => course.interest))).toEqual(
      new Set(interestOptions.filter((option) => option !== 'Corporate Training' && option !== 'Other')),
    );
  });

  it('gives every course a description and a sized image with alt text from the site itself', () => {
    for (const course of courses) {
      expect(course.description.length).toBeGreaterThan(60);
      expect(course.image.src).toMatch(/^\/images\/courses\/[a-z-]+\.svg$/);
      expect(course.image.alt.length).toBeGreaterThan(10);
      expect(course.image.width).toBeGreaterThan(0);
      expect(course.image.height).toBeGreaterThan(0);
    }
    expect(new Set(courses.map((course) => course.image.src)).size).toBe(10);
  });

  it('finds a course by id and refuses an unknown one', () => {
    expect(courseById(4).title).toBe('Cybersecurity');
    expect(() => courseById(11 as never)).toThrow();
  });
});

describe('packages', () => {
  it('has the three spec price bands, with only Intermediate marked popular', () => {
    expect(coursePackages.map(({ name, price, popular }) => ({ name, price, popular }))).toEqual([
      { name: 'Beginner', price: { min: 4000, max: 6000 }, popular: false },
      { name: 'Intermediate', price: { min: 6000, max: 8000 }, popular: true },
      { name: 'Advanced', price: { min: 10000, max: 12000 }, popular: false },
    ]);
  });
});

describe('home', () => {
  it('shows three popular courses priced 12,000, 6,000 and 12,000 KSh', () => {
    expect(popularCourses.map((course) => [course.id, course.price])).toEqual([
      [2, 12000],
      [1, 6000],
      [4, 12000],
    ]);
  });

  it('has why-choose-us cards and three testimonials', () => {
    expect(whyChooseUs.length).toBeGreaterThanOrEqual(3);
    expect(testimonials).toHaveLength(3);
  });
});

describe('about', () => {
  it('lists seven objectives', () => {
    expect(objectives).toHaveLength(7);
  });

  it('shows the spec statistics', () => {
    expect(statistics.map((stat) => stat.value)).toEqual(['100+', '5+', '3+', '95%']);
    expect(statistics.map((stat) => stat.label.toLowerCase())).toEqual([
      'students trained',
      'expert instructors',
      'years of excellence',
      'job placement rate',
    ]);
  });

  it('has a team of eight people, each with a name, role and blurb', () => {
    expect(team).toHaveLength(8);
    for (const member of team) {
      expect(member.name && member.role && member.blurb).toBeTruthy();
    }
    expect(initialsOf('Dr. Grace Wanjiru')).toBe('GW');
    expect(initialsOf('Samuel Otieno')).toBe('SO');
  });
});

describe('community', () => {
  it('lists the three spec events with their dates and times', () => {
    expect(events.map((event) => [eventDateLabel(event), event.title, eventTimeLabel(event)])).toEqual([
      ['25 June 2025', 'Tech Career Fair', '9:00 AM to 4:00 PM'],
      ['10 July 2025', 'Women in Tech Workshop', '1:00 PM to 5:00 PM'],
      ['18 August 2025', 'Alumni Networking Mixer', '6:00 PM to 9:00 PM'],
    ]);
  });

  it('gives each event ISO start and end times that agree with the shown date and times', () => {
    expect(events.map((event) => [event.startDate, event.endDate])).toEqual([
      ['2025-06-25T09:00:00+03:00', '2025-06-25T16:00:00+03:00'],
      ['2025-07-10T13:00:00+03:00', '2025-07-10T17:00:00+03:00'],
      ['2025-08-18T18:00:00+03:00', '2025-08-18T21:00:00+03:00'],
    ]);
  });

  it('builds the registration message an event link prefills', () => {
    expect(eventRegistrationMessage(events[0])).toBe(
      'I would like to register for Tech Career Fair on 25 June 2025.',
    );
  });

  it('has partners, Women & Tech, alumni benefits, a coming-soon portal and success stories', () => {
    expect(partners.length).toBeGreaterThan(0);
    expect(womenInTech.points.length).toBeGreaterThan(0);
    expect(alumni.benefits.length).toBeGreaterThan(0);
    expect(alumni.portalLabel).toBe('Alumni portal — coming soon');
    expect(successStories.length).toBeGreaterThan(0);
  });
});

describe('faqs', () => {
  it('answers ten questions, one on each spec topic, in order', () => {
    expect(faqs.map((faq) => faq.topic)).toEqual([
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
  });

  it('gives course length as the spec does', () => {
    const answer = faqs.find((faq) => faq.topic === 'course length')?.answer ?? '';
    expect(answer).toContain('1-2 months');
    expect(answer).toMatch(/1-2 months[^.]*short courses|short courses[^.]*1-2 months/i);
    expect(answer).toMatch(/3-6 months[^.]*comprehensive courses|comprehensive courses[^.]*3-6 months/i);
  });
});

describe('corporate', () => {
  it('has one section per Corporate menu item, with the anchor ids the menu links to', () => {
    expect(corporateOffers.map((offer) => [offer.id, offer.title])).toEqual([
      [sections.corporateCourses, 'Corporate Courses'],
      [sections.corporateSolutions, 'Corporate Solutions'],
      [sections.corporateTraining, 'Corporate Training'],
      [sections.hireGraduates, 'Hire Our Graduates'],
    ]);
  });
});
