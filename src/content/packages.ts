export interface PriceBand {
  /** Lowest fee in the band, in KSh. */
  min: number;
  /** Highest fee in the band, in KSh. */
  max: number;
}

export interface CoursePackage {
  name: string;
  price: PriceBand;
  /** Shown with a POPULAR badge. */
  popular: boolean;
  summary: string;
  includes: readonly string[];
}

/** The three course packages and their price bands, exactly as the specification gives them. */
export const coursePackages = [
  {
    name: 'Beginner',
    price: { min: 4000, max: 6000 },
    popular: false,
    summary: 'For first-time computer users and KCSE leavers who want a confident start.',
    includes: [
      'Computer Packages, Digital Marketing or Networking basics',
      'Small classes with patient, step-by-step teaching',
      'Certificate of completion',
    ],
  },
  {
    name: 'Intermediate',
    price: { min: 6000, max: 8000 },
    popular: true,
    summary: 'Our most chosen package: job-ready skills in design, data or programming.',
    includes: [
      'Graphic Design, Data Science or one Software Development language',
      'Portfolio projects reviewed by your instructor',
      'CV and interview coaching from our career office',
    ],
  },
  {
    name: 'Advanced',
    price: { min: 10000, max: 12000 },
    popular: false,
    summary: 'In-depth professional programmes for a new career or a promotion.',
    includes: [
      'Web Development, Cybersecurity, Video Editing or AutoCAD',
      'Industry projects and certification exam preparation',
      'Internship and job placement support',
    ],
  },
] as const satisfies readonly CoursePackage[];
