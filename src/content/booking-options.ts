/** The booking form's choices, exactly as the college's brief lists them, in that order. */

/** Nine preferred times, 9:00 AM to 5:00 PM on the hour, on the 24-hour clock the site keeps. */
export const timeOptions = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
] as const;

/** Twelve areas of interest; course and corporate links prefill the form with one of these. */
export const interestOptions = [
  'Web Development',
  'Graphic Design',
  'Digital Marketing',
  'Cybersecurity',
  'Software Development',
  'Data Science',
  'Networking',
  'Office Applications',
  'Video Editing',
  'AutoCAD',
  'Corporate Training',
  'Other',
] as const;

export type InterestOption = (typeof interestOptions)[number];

/** Narrows untrusted text (a query string, say) to an interest option, or undefined. */
export function toInterestOption(value: string | null | undefined): InterestOption | undefined {
  return interestOptions.find((option) => option === value);
}
