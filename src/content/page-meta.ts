import type { PageKey } from '../config/paths';
import { formatPrice } from '../lib/format-price';
import type { Course } from './courses';
import { site } from './site';

export interface PageMeta {
  /** Full document title. */
  title: string;
  /** Meta description: what a search result shows under the title (about 150 characters). */
  description: string;
}

export const pageMeta = {
  home: {
    title: `${site.name} | Computer courses in Nakuru and Naivasha`,
    description:
      'Practical computer courses in Nakuru and Naivasha: web development, graphic design, cybersecurity, data science and more, from KSh 4,000. Book a free advisor appointment.',
  },
  courses: {
    title: `Courses and fees | ${site.name}`,
    description:
      'Ten hands-on computer courses with fees in KSh, durations and levels, plus Beginner, Intermediate and Advanced packages. Enrol at our Nakuru or Naivasha campus.',
  },
  about: {
    title: `About us | ${site.name}`,
    description:
      'Our vision, mission and objectives, the instructors and advisors who teach at Kilele College, and the results our students achieve.',
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
    description:
      'Request a free appointment with an academic advisor at our Nakuru or Naivasha campus. We will contact you within 24 hours.',
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
    description: `${course.duration}, ${course.level}, ${formatPrice(course.price)} in M-Pesa instalments, in Nakuru and Naivasha. ${course.description}`,
  };
}
