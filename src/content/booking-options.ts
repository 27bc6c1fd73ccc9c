/** The booking form's choices, exactly as the college's brief lists them, in that order. */

/** Nine preferred times, 9:00 AM through 5:00 PM on the hour. */
export const timeOptions = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
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

export type TimeOption = (typeof timeOptions)[number];
export type InterestOption = (typeof interestOptions)[number];

/** Narrows untrusted text (a query string, say) to an interest option, or undefined. */
export function toInterestOption(value: string | null | undefined): InterestOption | undefined {
  return interestOptions.find((option) => option === value);
}
