import type { InterestOption } from './booking-options';

export interface ContentImage {
  /** Path under public/, served from the site's own origin. */
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
}

export type CourseId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface Course {
  id: CourseId;
  /** Anchor and file name. */
  slug: string;
  title: string;
  description: string;
  /** Full course fee in Kenyan shillings. */
  price: number;
  duration: string;
  level: string;
  image: ContentImage;
  /** The booking form's area of interest that "Enroll Now" preselects. */
  interest: InterestOption;
}

const courseImage = (slug: string, alt: string): ContentImage => ({
  src: `/images/courses/${slug}.svg`,
  alt,
  width: 400,
  height: 240,
});

/** The ten courses, with fees, durations and levels exactly as the specification lists them. */
export const courses = [
  {
    id: 1,
    slug: 'graphic-design',
    title: 'Graphic Design & Branding',
    description:
      'Design logos, posters, social media graphics and complete brand identities in Adobe Photoshop, Illustrator and Canva, and build a portfolio you can show clients from your first month.',
    price: 6000,
    duration: '3 months',
    level: 'Beginner to Intermediate',
    image: courseImage(
      'graphic-design',
      'A pen tool drawing a curve beside a colour palette and a logo sketch',
    ),
    interest: 'Graphic Design',
  },
  {
    id: 2,
    slug: 'web-development',
    title: 'Web Design & Development',
    description:
      'Build fast, mobile-friendly websites with HTML, CSS, JavaScript and React, connect them to databases, and put them online for real Kenyan businesses as your final project.',
    price: 12000,
    duration: '4 months',
    level: 'Beginner to Advanced',
    image: courseImage('web-development', 'A browser window showing page layout blocks and a code tag'),
    interest: 'Web Development',
  },
  {
    id: 3,
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    description:
      'Plan and run campaigns on Facebook, Instagram, TikTok and Google, write content that sells, grow a business WhatsApp audience and read the analytics that show what works.',
    price: 5000,
    duration: '2 months',
    level: 'All Levels',
    image: courseImage('digital-marketing', 'A megaphone with a rising growth chart'),
    interest: 'Digital Marketing',
  },
  {
    id: 4,
    slug: 'cybersecurity',
    title: 'Cybersecurity',
    description:
      'Protect networks, servers and mobile-money services: threat analysis, firewalls, ethical hacking in a safe lab, incident response and preparation for CompTIA Security+.',
    price: 12000,
    duration: '4 months',
    level: 'Intermediate to Advanced',
    image: courseImage('cybersecurity', 'A shield with a padlock in front of a network grid'),
    interest: 'Cybersecurity',
  },
  {
    id: 5,
    slug: 'software-development',
    title: 'Software Development',
    description:
      'Learn to program in Python, Java or C#, one language per term: problem solving, object-oriented design, version control with Git and a working application at the end of each term.',
    price: 6000,
    duration: '3 months per language',
    level: 'Beginner to Advanced',
    image: courseImage('software-development', 'Code brackets on an editor window with a terminal prompt'),
    interest: 'Software Development',
  },
  {
    id: 6,
    slug: 'data-science',
    title: 'Data Science & Analytics',
    description:
      'Clean, analyse and visualise data with Excel, SQL, Python and Power BI, using real datasets from agriculture, retail and health in Kenya, and present findings decision-makers act on.',
    price: 6000,
    duration: '3 months',
    level: 'Beginner to Intermediate',
    image: courseImage('data-science', 'A bar chart and a scatter plot with a magnifying glass'),
    interest: 'Data Science',
  },
  {
    id: 7,
    slug: 'networking',
    title: 'Computer Networking & IT Support',
    description:
      'Assemble and repair computers, install operating systems, crimp cables, configure routers and Wi-Fi, and support users in an office, with preparation for CompTIA A+ and Cisco CCNA.',
    price: 5000,
    duration: '2 months',
    level: 'Beginner to Intermediate',
    image: courseImage('networking', 'Connected computers linked through a central router'),
    interest: 'Networking',
  },
  {
    id: 8,
    slug: 'office-applications',
    title: 'Computer Packages & Office Applications',
    description:
      'Master Windows, Word, Excel, PowerPoint, Access, e-mail and the internet: the computer skills employers, universities and KCSE leavers need, taught step by step from the very basics.',
    price: 4000,
    duration: '1 month',
    level: 'Beginner',
    image: courseImage('office-applications', 'A document and a spreadsheet side by side'),
    interest: 'Office Applications',
  },
  {
    id: 9,
    slug: 'video-editing',
    title: 'Video Editing & Motion Graphics',
    description:
      'Shoot, edit and colour-grade video in Premiere Pro and DaVinci Resolve, animate titles in After Effects, and produce adverts, music videos and YouTube content ready to publish.',
    price: 12000,
    duration: '4 months',
    level: 'Beginner to Advanced',
    image: courseImage('video-editing', 'A film strip with a play button and an editing timeline'),
    interest: 'Video Editing',
  },
  {
    id: 10,
    slug: 'autocad',
    title: 'AutoCAD & Engineering Software',
    description:
      'Produce 2D drawings and 3D models in AutoCAD for architecture, civil and mechanical work, with an introduction to Revit and ArchiCAD, to the drawing standards used on Kenyan projects.',
    price: 12000,
    duration: '4 months',
    level: 'Beginner to Intermediate',
    image: courseImage('autocad', 'A technical drawing of a house plan with a set square and a 3D cube'),
    interest: 'AutoCAD',
  },
] as const satisfies readonly Course[];

/** The course with this id; throws so a wrong id in content fails the build, not the page. */
export function courseById(id: CourseId): Course {
  const course = courses.find((item) => item.id === id);
  if (!course) throw new Error(`No course with id ${id}`);
  return course;
}
