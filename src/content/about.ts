export interface Statistic {
  /** The figure as shown, exactly as the specification gives it. */
  value: string;
  label: string;
}

export const aboutIntro = {
  title: 'About Kilele College',
  lead: 'Kilele College of Computer Studies trains young people and working adults in Nakuru and Naivasha in the digital skills that lead to jobs, businesses and further study.',
  image: {
    src: '/images/about.svg',
    alt: 'An instructor guiding two students at a computer in a bright classroom',
    width: 480,
    height: 360,
  },
} as const;

export const vision =
  'To be the leading centre for practical computer education in the Rift Valley, opening the digital economy to every young Kenyan who is ready to learn.';

export const mission =
  'To deliver affordable, hands-on and industry-relevant computer training, taught by experienced professionals, that turns our students into confident, employable and enterprising graduates.';

/** The college's seven objectives. */
export const objectives = [
  'Offer short and comprehensive courses that match the skills Kenyan employers are hiring for.',
  'Keep fees affordable, with flexible M-Pesa instalment plans and scholarships for bright, needy students.',
  'Teach through practical lab work and real projects rather than theory alone.',
  'Connect students with internships, employers and industry partners before they graduate.',
  'Close the gender gap in technology through our Women & Tech initiative.',
  'Support graduates who want to freelance or start their own digital businesses.',
  'Keep our curriculum, equipment and instructors current with changing technology.',
] as const satisfies readonly string[];

/** About-page statistics, exactly as the specification gives them. */
export const statistics = [
  { value: '100+', label: 'Students trained' },
  { value: '5+', label: 'Expert instructors' },
  { value: '3+', label: 'Years of excellence' },
  { value: '95%', label: 'Job placement rate' },
] as const satisfies readonly Statistic[];

export const communityAndAccreditation = {
  title: 'Community & accreditation',
  paragraphs: [
    'Kilele College is a registered training institution. Our courses follow industry-recognised curricula and prepare students for international certifications such as CompTIA A+, CompTIA Security+, Cisco CCNA and Microsoft Office Specialist, and every graduate receives a certificate that lists the skills they have mastered.',
    'We are rooted in our towns: we train staff for local SACCOs, schools, hotels and county offices, host free digital-skills days for women and youth groups, and work with partners who offer our students internships and jobs.',
  ],
} as const;
