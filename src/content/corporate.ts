import { sections, type SectionId } from '../config/paths';

export interface CorporateOffer {
  id: SectionId;
  title: string;
  text: string;
  points: readonly string[];
  cta: string;
}

export const corporateIntro = {
  title: 'Corporate training and solutions',
  lead: 'We help organisations in Nakuru, Naivasha and across Kenya build the digital skills of their teams, and we connect employers with graduates who are ready to work.',
  image: {
    src: '/images/corporate.svg',
    alt: 'A team in a meeting room looking at charts on a large screen',
    width: 480,
    height: 360,
  },
} as const;

/** The four sections the Corporate menu links to, in menu order. */
export const corporateOffers = [
  {
    id: sections.corporateCourses,
    title: 'Corporate Courses',
    text: 'Any of our ten courses, scheduled for your staff as a closed group at our campuses, with progress reports for your HR team.',
    points: [
      'Computer Packages and advanced Excel for finance and administration teams',
      'Digital Marketing for sales teams and small-business owners',
      'Cybersecurity awareness for every employee who handles customer or M-Pesa data',
    ],
    cta: 'Discuss corporate courses',
  },
  {
    id: sections.corporateSolutions,
    title: 'Corporate Solutions',
    text: 'Practical help beyond the classroom, delivered by our instructors and senior students under supervision.',
    points: [
      'Websites, branding and social media set-up for businesses and organisations',
      'IT support, network set-up and security reviews for offices',
      'Data dashboards in Excel or Power BI built from your own records',
    ],
    cta: 'Discuss a solution',
  },
  {
    id: sections.corporateTraining,
    title: 'Corporate Training',
    text: 'Tailored training at your premises or ours, planned around your team’s work and measured against goals we agree with you.',
    points: [
      'A skills assessment before training, so time is spent on real gaps',
      'Weekday, evening, weekend or intensive block schedules',
      'Certificates for every participant and a report for management',
    ],
    cta: 'Plan staff training',
  },
  {
    id: sections.hireGraduates,
    title: 'Hire Our Graduates',
    text: 'Looking for junior developers, designers, IT support staff or data clerks? Our career office will shortlist graduates and current students for you, at no cost.',
    points: [
      'Candidates matched to your job description and tested on practical tasks',
      'Internship placements with supervision from our instructors',
      'Invitations to our Tech Career Fair and recruitment days',
    ],
    cta: 'Talk to our career office',
  },
] as const satisfies readonly CorporateOffer[];
