export interface TeamMember {
  name: string;
  role: string;
  blurb: string;
}

/** The eight people of the college team. Avatars are their initials, drawn in CSS. */
export const team = [
  {
    name: 'Dr. Grace Wanjiru',
    role: 'Principal & Director of Studies',
    blurb:
      'Fifteen years in ICT education; leads our curriculum and keeps every course tied to what employers need.',
  },
  {
    name: 'Samuel Otieno',
    role: 'Head of Software Development',
    blurb:
      'Full-stack developer who has shipped banking and agritech apps; teaches Python, Java and web development.',
  },
  {
    name: 'Faith Chebet',
    role: 'Lead Instructor, Graphic Design & Branding',
    blurb: 'Brand designer for hotels and NGOs across the Rift Valley; runs our design studio sessions.',
  },
  {
    name: 'Brian Mwangi',
    role: 'Instructor, Cybersecurity & Networking',
    blurb:
      'CCNA and Security+ certified network engineer; builds the lab where students attack and defend real systems.',
  },
  {
    name: 'Amina Hassan',
    role: 'Instructor, Data Science & Analytics',
    blurb:
      'Former analyst for a national retailer; turns messy Kenyan datasets into lessons in Excel, SQL and Python.',
  },
  {
    name: 'Kevin Kiprono',
    role: 'Instructor, Video Editing & Motion Graphics',
    blurb: 'Music-video editor and motion designer; teaches Premiere Pro, DaVinci Resolve and After Effects.',
  },
  {
    name: 'Mercy Akinyi',
    role: 'Admissions & Student Advisor',
    blurb:
      'Helps every applicant choose the right course, plan fees and apply for scholarships or HELB support.',
  },
  {
    name: 'Peter Njoroge',
    role: 'Career Services & Partnerships Lead',
    blurb:
      'Connects students with internships, employers and our alumni network, and runs CV and interview clinics.',
  },
] as const satisfies readonly TeamMember[];

/** Initials for an avatar: first letters of the first and last names, skipping titles like "Dr.". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => !word.endsWith('.'));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
