import type { CourseId } from './courses';

export interface Feature {
  title: string;
  text: string;
}

export interface Testimonial {
  name: string;
  course: string;
  /** What the student does now, or where they studied. */
  detail: string;
  quote: string;
}

export const homeHero = {
  eyebrow: 'Nakuru · Naivasha',
  title: 'Practical computer skills for Kenya’s digital economy',
  lead: 'Hands-on courses in web development, design, cybersecurity, data and more, taught by working professionals in small classes. Fees from KSh 4,000, payable in M-Pesa instalments.',
  image: {
    src: '/images/hero.svg',
    alt: 'Students working on laptops around a table, with code and design windows floating above them',
    width: 560,
    height: 420,
  },
} as const;

/** Why-choose-us cards on the home page. */
export const whyChooseUs = [
  {
    title: 'Learn by doing',
    text: 'Every lesson happens at a computer in our labs. You build real websites, designs and networks from the first week, not just notes for an exam.',
  },
  {
    title: 'Instructors from industry',
    text: 'Our instructors work as developers, designers and security analysts, so you learn the tools and habits Kenyan employers use today.',
  },
  {
    title: 'Fees you can plan for',
    text: 'Pay per course, not per year, in monthly M-Pesa instalments. Morning, afternoon, evening and Saturday classes fit around work or school.',
  },
  {
    title: 'Support into work',
    text: 'CV clinics, mock interviews, internships with our partners and an alumni network: 95% of our graduates find work or start a business.',
  },
] as const satisfies readonly Feature[];

/** The three popular courses the home page shows (fees 12,000, 6,000 and 12,000 KSh). */
export const popularCourseIds = [2, 1, 4] as const satisfies readonly CourseId[];

export const testimonials = [
  {
    name: 'Wanjiku Kamau',
    course: 'Web Design & Development',
    detail: 'Front-end developer, Nakuru',
    quote:
      'I joined straight after KCSE knowing only how to use WhatsApp. Four months later I had built three live websites, and one of them landed me my first job.',
  },
  {
    name: 'Brian Ochieng',
    course: 'Graphic Design & Branding',
    detail: 'Freelance designer, Naivasha',
    quote:
      'The instructors pushed us to work on real briefs for local businesses. I now design branding for hotels around the lake and pay my own rent.',
  },
  {
    name: 'Fatuma Abdi',
    course: 'Cybersecurity',
    detail: 'IT security officer, SACCO in Nakuru',
    quote:
      'The lab sessions were the best part: we attacked and defended real networks. Paying in instalments through M-Pesa made it possible alongside my job.',
  },
] as const satisfies readonly Testimonial[];
