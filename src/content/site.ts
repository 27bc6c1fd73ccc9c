/**
 * The college's own details: edit here and every page, the footer, the booking messages and
 * the structured data follow. Figures that come from the specification live in the other
 * content modules; these values are the college's to change.
 */

export interface Campus {
  name: string;
  kind: 'main' | 'branch';
  town: string;
  street: string;
  building: string;
  postalCode: string;
  county: string;
  directions: string;
}

export interface OpeningHours {
  days: string;
  /** schema.org day names, for structured data. */
  dayOfWeek: readonly string[];
  opens: string;
  closes: string;
  /** As shown to visitors. */
  label: string;
}

export interface SocialLink {
  label: string;
  /** Empty until the college has a profile: an empty link is not rendered. */
  url: string;
}

export const site = {
  name: 'Kilele College of Computer Studies',
  shortName: 'Kilele College',
  tagline: 'Practical computer skills for Kenya’s digital economy',
  /** Where the site is deployed: canonical URLs, sitemap and share cards use it. */
  url: 'https://www.kilelecollege.ac.ke',
  phone: { display: '+254 712 345 678', e164: '+254712345678' },
  email: 'info@kilelecollege.ac.ke',
  campuses: [
    {
      name: 'Nakuru Main Campus',
      kind: 'main',
      town: 'Nakuru',
      street: 'Kenyatta Avenue',
      building: 'Tusker House, 2nd Floor',
      postalCode: '20100',
      county: 'Nakuru County',
      directions: 'Opposite the Nakuru Post Office, five minutes from the main stage.',
    },
    {
      name: 'Naivasha Branch',
      kind: 'branch',
      town: 'Naivasha',
      street: 'Moi Avenue',
      building: 'Buffalo Mall, 1st Floor',
      postalCode: '20117',
      county: 'Nakuru County',
      directions: 'Above the Naivasha bus park, next to the Equity Bank branch.',
    },
  ],
  officeHours: [
    {
      days: 'Monday to Friday',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
      label: 'Monday to Friday: 8:00 AM to 6:00 PM',
    },
    {
      days: 'Saturday',
      dayOfWeek: ['Saturday'],
      opens: '09:00',
      closes: '13:00',
      label: 'Saturday: 9:00 AM to 1:00 PM',
    },
  ],
  /** Footer social links point nowhere yet (spec section 2): fill a URL to show one. */
  social: [
    { label: 'Facebook', url: '' },
    { label: 'X (Twitter)', url: '' },
    { label: 'Instagram', url: '' },
    { label: 'LinkedIn', url: '' },
    { label: 'YouTube', url: '' },
  ],
} as const satisfies {
  name: string;
  shortName: string;
  tagline: string;
  url: string;
  phone: { display: string; e164: string };
  email: string;
  campuses: readonly Campus[];
  officeHours: readonly OpeningHours[];
  social: readonly SocialLink[];
};
