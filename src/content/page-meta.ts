import type { PageKey } from '../config/paths';
import { formatPrice } from '../lib/format-price';
import { capitalised, countInWords, listPhrase, plural } from '../lib/wording';
import { courses, lowestFee, type Course } from './courses';
import { campusTowns, site } from './site';

// Figures and places the staff edit (fees, the number of courses, the campuses) come from the data.
const towns = { and: listPhrase(campusTowns, 'and'), or: listPhrase(campusTowns, 'or') };
const courseCount = `${capitalised(countInWords(courses.length))} hands-on computer ${plural(courses.length, 'course')}`;

export interface PageMeta {
  /** Full document title. */
  title: string;
  /** Meta description: what a search result shows under the title (about 150 characters). */
  description: string;
}

export const pageMeta = {
  home: {
    title: `${site.name} | Computer courses in ${towns.and}`,
    description: `Practical computer courses in ${towns.and}: web development, graphic design, cybersecurity, data science and more, from ${formatPrice(lowestFee)}. Book a free advisor appointment.`,
  },
  courses: {
    title: `Courses and fees | ${site.name}`,
    description: `${courseCount} with fees in KSh, durations and levels, plus Beginner, Intermediate and Advanced packages. Enrol at our ${towns.or} campus.`,
  },
  about: {
    title: `About us | ${site.name}`,
    description: `Our vision, mission and objectives, the instructors and advisors who teach at ${site.shortName}, and the results our students achieve.`,
  },
  faqs: {
    title: `Frequently asked questions | ${site.name}`,
    description:
      'Admission, payment plans, scholarships, class schedules, certificates, job placement and course length: answers to the questions students ask most.',
  },
  community: {
    title: `Community, partners and events | ${site.name}`,
    description:
      'Our industry partners, the Women & Tech initiative, alumni benefits, success stories and upcoming events you can register for.',
  },
  corporate: {
    title: `Corporate training | ${site.name}`,
    description:
      'Corporate courses, tailored solutions and on-site staff training for Kenyan organisations, and a direct line to hire our job-ready graduates.',
  },
  booking: {
    title: `Book an appointment | ${site.name}`,
    description: `Request a free appointment with an academic advisor at our ${towns.or} campus. We will contact you within 24 hours.`,
  },
  notFound: {
    title: `Page not found | ${site.name}`,
    description:
      'The page you asked for does not exist. Find courses, fees and advisor appointments from here.',
  },
} as const satisfies Record<PageKey | 'notFound', PageMeta>;

/** A course page's title and description: what a search result for the course shows. */
export function courseMeta(course: Course): PageMeta {
  return {
    title: `${course.title} course, ${formatPrice(course.price)} | ${site.shortName}`,
    description: `${course.duration}, ${course.level}, ${formatPrice(course.price)} in M-Pesa instalments, in ${towns.and}. ${course.description}`,
  };
}
