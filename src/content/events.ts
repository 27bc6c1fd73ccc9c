export interface CollegeEvent {
  slug: string;
  /** Day of the month, as shown on the date badge. */
  day: number;
  month: string;
  year: number;
  title: string;
  description: string;
  /** Shown as given, e.g. "9:00 AM". */
  startTime: string;
  endTime: string;
  /** ISO 8601 start and end, East Africa Time, for structured data. */
  startDate: string;
  endDate: string;
  location: string;
}

/** Upcoming events with dates and times exactly as the specification gives them. */
export const events = [
  {
    slug: 'tech-career-fair',
    day: 25,
    month: 'June',
    year: 2025,
    title: 'Tech Career Fair',
    description:
      'Meet employers from across Nakuru County, have your CV reviewed on the spot and attend short talks on careers in software, design and IT support.',
    startTime: '9:00 AM',
    endTime: '4:00 PM',
    startDate: '2025-06-25T09:00:00+03:00',
    endDate: '2025-06-25T16:00:00+03:00',
    location: 'Nakuru Main Campus',
  },
  {
    slug: 'women-in-tech-workshop',
    day: 10,
    month: 'July',
    year: 2025,
    title: 'Women in Tech Workshop',
    description:
      'A hands-on afternoon of coding, design and cybersecurity for girls and women, with mentors who work in tech and a panel on building a career.',
    startTime: '1:00 PM',
    endTime: '5:00 PM',
    startDate: '2025-07-10T13:00:00+03:00',
    endDate: '2025-07-10T17:00:00+03:00',
    location: 'Naivasha Branch',
  },
  {
    slug: 'alumni-networking-mixer',
    day: 18,
    month: 'August',
    year: 2025,
    title: 'Alumni Networking Mixer',
    description:
      'An evening for graduates, current students and partner employers to meet, share opportunities and hear how our alumni built their careers.',
    startTime: '6:00 PM',
    endTime: '9:00 PM',
    startDate: '2025-08-18T18:00:00+03:00',
    endDate: '2025-08-18T21:00:00+03:00',
    location: 'Nakuru Main Campus',
  },
] as const satisfies readonly CollegeEvent[];

/** "25 June 2025". */
export const eventDateLabel = (event: CollegeEvent) => `${event.day} ${event.month} ${event.year}`;

/** "9:00 AM to 4:00 PM". */
export const eventTimeLabel = (event: CollegeEvent) => `${event.startTime} to ${event.endTime}`;

/** The booking message an event's Register link prefills. */
export const eventRegistrationMessage = (event: CollegeEvent) =>
  `I would like to register for ${event.title} on ${eventDateLabel(event)}.`;
