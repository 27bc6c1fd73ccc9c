export interface Partner {
  name: string;
  kind: string;
  text: string;
}

export interface SuccessStory {
  name: string;
  course: string;
  outcome: string;
  story: string;
}

export const communityIntro = {
  title: 'Our community',
  lead: 'Employers, partners, instructors, students and alumni who learn, hire and grow together in Nakuru, Naivasha and beyond.',
  image: {
    src: '/images/community.svg',
    alt: 'People of different ages connected by lines around a laptop, representing our community network',
    width: 480,
    height: 360,
  },
} as const;

/** Organisations that give our students internships, projects, guest lectures and jobs. */
export const partners = [
  {
    name: 'Rift Valley Tech Hub',
    kind: 'Innovation hub',
    text: 'Hosts our hackathons and mentors alumni who start digital businesses.',
  },
  {
    name: 'Lakeside Digital Agency',
    kind: 'Design & marketing',
    text: 'Takes design and marketing interns every term and reviews student portfolios.',
  },
  {
    name: 'Nakuru SACCO Alliance',
    kind: 'Financial services',
    text: 'Trains its staff with us and recruits our IT support and security graduates.',
  },
  {
    name: 'Naivasha Hospitality Group',
    kind: 'Hotels & tourism',
    text: 'Gives video and design students real briefs for hotels around the lake.',
  },
  {
    name: 'Bonde Engineering Consultants',
    kind: 'Engineering',
    text: 'Sets AutoCAD projects from live building plans and offers drafting internships.',
  },
  {
    name: 'Nakuru Youth Enterprise Network',
    kind: 'Community organisation',
    text: 'Refers youth groups to our free digital-skills days and scholarship places.',
  },
] as const satisfies readonly Partner[];

export const womenInTech = {
  title: 'Women & Tech',
  lead: 'Women are under-represented in Kenya’s technology jobs. Our Women & Tech initiative helps girls and women start, finish and build careers in tech.',
  points: [
    'Fee scholarships for young women in cybersecurity, software development and data science',
    'Mentoring circles led by women working in tech in Nakuru and Naivasha',
    'Free Saturday coding and design taster sessions for secondary-school girls',
    'Childcare-friendly class times for mothers returning to study',
  ],
  image: {
    src: '/images/women-in-tech.svg',
    alt: 'A young woman presenting code on a screen to a small group',
    width: 480,
    height: 360,
  },
} as const;

export const alumni = {
  title: 'Alumni',
  lead: 'Graduating is not the end of your time at Kilele. Our alumni stay connected and keep learning.',
  benefits: [
    '20% discount on any further course at either campus',
    'Lifelong access to our career office: job alerts, CV reviews and interview practice',
    'Free refresher sessions when the software you learned changes',
    'Invitations to alumni mixers, guest lectures and partner recruitment days',
    'Free lab time on Saturdays for your own projects',
  ],
  portalLabel: 'Alumni portal — coming soon',
} as const;

export const successStories = [
  {
    name: 'Daniel Kiptoo',
    course: 'Computer Networking & IT Support',
    outcome: 'IT support officer at a Nakuru hospital',
    story:
      'Daniel joined with a KCSE certificate and no computer at home. An internship through our partners turned into a permanent job within a month of graduating.',
  },
  {
    name: 'Grace Nyambura',
    course: 'Digital Marketing',
    outcome: 'Runs her own social media agency',
    story:
      'Grace now manages online marketing for twelve businesses in Naivasha and employs two of our graduates.',
  },
  {
    name: 'Collins Omondi',
    course: 'Data Science & Analytics',
    outcome: 'Data analyst at an agritech start-up',
    story:
      'Collins built his final project on maize prices across the Rift Valley. The start-up that hired him uses a version of it today.',
  },
] as const satisfies readonly SuccessStory[];
