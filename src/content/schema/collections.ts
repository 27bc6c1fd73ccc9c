/**
 * One zod schema per content collection: the data files under content/ are checked against these
 * at build time (tools/content-plugin.ts), the Decap editor's fields are generated from them
 * (tools/decap-config.ts), and the pages' types are inferred from them. Only types reach the
 * browser: pages import the checked data through virtual modules, never zod.
 *
 * `.meta({ title, widget, hint })` tells the editor how to show a field; the limits (required,
 * min, max, pattern, options) come from the schema itself.
 */
import { z } from 'zod';
// With their extensions: vite.config.ts loads this module through the tools, and Vite's config
// loader (and Node itself) resolves only full file names; without them it warns on every start.
import { sections } from '../../config/paths.ts';
import { interestOptions } from '../booking-options.ts';
import { courseLevels } from '../course-levels.ts';
import { pictureField } from './picture-field.ts';

// Messages are for the college's staff, who meet them when a saved edit fails the build: plain
// words, what to write instead, with an example. The build names the file, the entry and the field
// as the editor labels it (tools/content-data.ts). Checks without a message of their own here get
// one from `staffMessages`.
const staffMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'must be filled in';
  if (issue.code === 'unrecognized_keys')
    return `has a field the editor does not know: ${issue.keys.join(', ')} (a typo?)`;
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `must list at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'array')
    return `must list at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_value') return `must be one of: ${issue.values.map(String).join(', ')}`;
  return undefined;
};
z.config({ customError: staffMessages });

/**
 * The message of every pattern the schemas check, by the pattern's source: the editor shows the
 * same message before saving (tools/decap-config.ts), so staff meet one wording, not two.
 */
export const patternMessages: Record<string, string> = {};

/** Text that must match `pattern`; `message` says how, for the build and the editor alike. */
const matching = (pattern: RegExp, message: string) => {
  patternMessages[pattern.source] = message;
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'must be filled in' : message) })
    .regex(pattern, {
      error: message,
    });
};

const text = (title: string, hint?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'must be filled in' : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .meta({ title, hint });
const longText = (title: string, hint?: string) => text(title, hint).meta({ title, hint, widget: 'text' });
const textList = (title: string, item: string) =>
  z.array(longText(item)).min(1, { error: 'must list at least one' }).meta({ title });
const wholeNumber = (title: string, what: string, example = 400) => {
  const message = `must be a positive whole number of ${what}, in figures only (no commas or decimals), e.g. ${example}`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? 'must be filled in' : message) })
    .int({ error: message })
    .positive({ error: message })
    .meta({ title });
};
const shillings = (title: string) => wholeNumber(title, 'shillings', 12000);
const slug = matching(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'must be lower-case words joined by hyphens, e.g. web-development',
).meta({
  title: 'Slug (anchor and file name)',
  hint: 'lower-case words joined by hyphens; never change it once published',
});

/** A picture: the file and its alt text; its size and shipped files come from the file at build. */
export const imageSchema = pictureField((pattern, message) => {
  patternMessages[pattern.source] = message;
});

export { courseLevels };

/** Lists whose entries must differ in one field (a slug, a question): names the second entry. */
const uniqueBy =
  <T>(field: keyof T & string, label: string = field) =>
  (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[field])) {
        ctx.addIssue({
          code: 'custom',
          path: [index, field],
          message: `duplicate ${label} "${String(item[field])}"`,
        });
      }
      seen.add(item[field]);
    });
  };

const campusSchema = z.strictObject({
  name: text('Name'),
  kind: z.enum(['main', 'branch']).meta({ title: 'Kind' }),
  town: text('Town'),
  street: text('Street'),
  building: text('Building and floor'),
  postalCode: matching(/^\d{5}$/, 'must be five digits, e.g. 20100').meta({ title: 'Postal code' }),
  county: text('County'),
  directions: longText('Directions'),
});

const time24 = (title: string) =>
  matching(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like 09:00 or 18:30').meta({
    title,
    hint: '24-hour clock, East Africa Time, e.g. 09:00 or 18:30',
  });

const kenyanNumber = matching(
  /^\+254\d{9}$/,
  'must be +254 followed by nine digits, no spaces, e.g. +254712345678',
);

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const officeHoursSchema = z
  .strictObject({
    days: text('Days, as shown'),
    dayOfWeek: z
      .array(z.enum(weekdays))
      .min(1, { error: 'must list at least one day' })
      .meta({ title: 'Days of the week' }),
    opens: time24('Opens'),
    closes: time24('Closes'),
    label: text('Label, as shown'),
  })
  .refine((hours) => hours.closes > hours.opens, {
    path: ['closes'],
    error: 'must be after the opening time',
  });

export const siteSchema = z
  .strictObject({
    name: text('College name'),
    shortName: text('Short name'),
    tagline: text('Tagline'),
    phone: z
      .strictObject({
        display: text('Phone, as shown'),
        e164: kenyanNumber.meta({ title: 'Phone, international' }),
      })
      .meta({ title: 'Phone' }),
    whatsapp: kenyanNumber.meta({
      title: 'WhatsApp number, international',
      hint: 'the number visitors message on WhatsApp, e.g. +254712345678',
    }),
    email: z.email({ error: 'must be an e-mail address, e.g. info@example.ac.ke' }).meta({ title: 'E-mail' }),
    campuses: z.array(campusSchema).min(1).superRefine(uniqueBy('name')).meta({ title: 'Campuses' }),
    officeHours: z.array(officeHoursSchema).min(1).meta({ title: 'Office hours' }),
    social: z
      .array(
        z.strictObject({
          label: text('Network'),
          url: z
            .union([
              z.literal(''),
              z.url({ protocol: /^https$/, error: 'must be an https:// address or empty' }),
            ])
            .meta({
              title: 'Profile address',
              hint: 'leave empty to hide the link',
            }),
        }),
      )
      .meta({ title: 'Social links' }),
    url: z
      .url({ protocol: /^https$/, error: 'must be an https:// address' })
      .meta({ title: 'Site address (canonical URLs, sitemap)' }),
  })
  .meta({ title: 'College details, campuses and office hours' });

const isoDate = matching(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-15 (year-month-day)')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'is not a real date: check the day and the month',
    },
  )
  .meta({ title: 'Date', widget: 'date' });

// Grouping by hand, as src/lib/format-price.ts does (the schema must not import browser code).
const shillingsText = (amount: number) => `KSh ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * A deposit and a number of monthly M-Pesa instalments. The instalments are worked out from the
 * fee (payment-plan.ts, paymentSchedule), so a fee the staff change needs no other edit and the
 * plan always adds up to it.
 */
const paymentPlanSchema = z
  .strictObject({
    deposit: shillings('Deposit on enrolment (KSh)'),
    instalments: wholeNumber('Number of monthly instalments', 'instalments')
      .max(12, { error: 'must be at most 12 instalments' })
      .meta({ title: 'Number of monthly instalments' }),
  })
  .meta({
    title: 'Payment plan',
    hint: 'the rest of the fee after the deposit is split into equal monthly instalments',
  });

type PaymentPlan = z.output<typeof paymentPlanSchema>;

const scheduleSchema = z
  .strictObject({
    name: text('Name', 'e.g. Weekday mornings'),
    days: z
      .array(z.enum(weekdays))
      .min(1, { error: 'must list at least one day' })
      .meta({ title: 'Days of the week' }),
    start: time24('Class starts'),
    end: time24('Class ends'),
    campuses: z
      .array(text('Campus', 'the name of a campus in College details'))
      .min(1, { error: 'must name at least one campus' })
      .meta({ title: 'Campuses offering it', hint: 'names of campuses in College details' }),
  })
  .refine((schedule) => schedule.end > schedule.start, {
    path: ['end'],
    error: 'must be after the start: a class cannot end before it starts',
  });

/** What the course's own page shows beyond the card: syllabus, tools, payment plan, class times, intakes. */
const courseDetailsSchema = z
  .strictObject({
    modules: z
      .array(
        z.strictObject({
          title: text('Title', 'e.g. Weeks 1-2: HTML and page structure'),
          text: longText('What it covers'),
        }),
      )
      .min(5, { error: 'must list at least 5 modules' })
      .max(10, { error: 'must list at most 10 modules' })
      .meta({ title: 'What the course teaches (5 to 10 modules or weeks)' }),
    outcomes: textList('What a graduate can do', 'Skill'),
    tools: z
      .array(text('Software or tool'))
      .min(1, { error: 'must list at least one' })
      .meta({ title: 'Software and tools used' }),
    weeks: wholeNumber('Length in weeks', 'weeks').meta({
      title: 'Length in weeks',
      hint: 'the duration as a number of weeks, for search engines, e.g. 16 for 4 months',
    }),
    paymentPlan: paymentPlanSchema,
    schedules: z.array(scheduleSchema).min(1).superRefine(uniqueBy('name')).meta({ title: 'Class times' }),
    intakes: z
      .array(isoDate.meta({ title: 'Start date', widget: 'date' }))
      .min(1, { error: 'must list at least one intake' })
      .meta({ title: 'Intake start dates', hint: 'the days new classes start; past dates show as past' }),
    requirements: textList('Entry requirements', 'Requirement'),
    certificate: longText('Certificate earned'),
    careers: z
      .array(text('Career'))
      .min(1, { error: 'must list at least one' })
      .meta({ title: 'Career paths' }),
  })
  .meta({ title: 'Course page' });

export const courseSchema = z
  .strictObject({
    id: wholeNumber('Number', 'a positive whole number').meta({
      title: 'Number',
      hint: 'unique; never reuse one',
    }),
    slug,
    title: text('Title'),
    description: longText('Description'),
    price: shillings('Fee (KSh)'),
    duration: text('Duration', 'e.g. 3 months'),
    level: z
      .enum(courseLevels, { error: `must be one of: ${courseLevels.join(', ')}` })
      .meta({ title: 'Level' }),
    image: imageSchema,
    interest: z
      .enum(interestOptions, {
        error: `must be one of the booking form’s areas of interest: ${interestOptions.join(', ')}`,
      })
      .meta({ title: 'Booking area of interest' }),
    details: courseDetailsSchema,
  })
  .superRefine((course, ctx) => {
    // Zod runs this even when a field failed its own check: compare only figures that passed theirs.
    const plan = (course as { details?: { paymentPlan?: Partial<PaymentPlan> } }).details?.paymentPlan;
    const figures = [course.price, plan?.deposit, plan?.instalments];
    if (!plan || !figures.every((value) => Number.isSafeInteger(value) && (value ?? 0) > 0)) return;
    const { deposit = 0, instalments = 0 } = plan;
    // At least one shilling a month after the deposit: the instalments are the rest of the fee.
    if (course.price - deposit < instalments) {
      ctx.addIssue({
        code: 'custom',
        path: ['details', 'paymentPlan', 'deposit'],
        message: `the deposit (${shillingsText(deposit)}) leaves too little of the fee (${shillingsText(course.price)}) for ${instalments} monthly instalments: lower the deposit`,
      });
    }
  });

export const coursesSchema = z
  .strictObject({
    courses: z
      .array(courseSchema)
      .min(1)
      .superRefine(uniqueBy('slug'))
      .superRefine(uniqueBy('id', 'number'))
      // Two cards, pages and share cards a visitor could not tell apart, and one name in a booking.
      .superRefine(uniqueBy('title'))
      .meta({ title: 'Courses' }),
  })
  .meta({ title: 'Courses and fees' });

export const packagesSchema = z
  .strictObject({
    packages: z
      .array(
        z.strictObject({
          name: text('Name'),
          price: z
            .strictObject({ min: shillings('From (KSh)'), max: shillings('To (KSh)') })
            .refine((band) => band.max >= band.min, {
              path: ['max'],
              error: 'must not be below the lowest fee',
            })
            .meta({ title: 'Fee band' }),
          popular: z.boolean().meta({ title: 'Show a POPULAR badge' }),
          summary: longText('Summary'),
          includes: textList('Includes', 'Item'),
        }),
      )
      .min(1)
      .superRefine(uniqueBy('name'))
      .meta({ title: 'Packages' }),
  })
  .meta({ title: 'Course packages' });

const feature = z.strictObject({ title: text('Title'), text: longText('Text') });

export const homeSchema = z
  .strictObject({
    hero: z
      .strictObject({
        eyebrow: text('Eyebrow'),
        title: text('Title'),
        lead: longText('Lead'),
        image: imageSchema,
      })
      .meta({ title: 'Hero' }),
    whyChooseUs: z.array(feature).min(1).meta({ title: 'Why choose us' }),
    popularCourses: z
      .array(slug.meta({ title: 'Course slug' }))
      .min(1)
      .max(6)
      .meta({ title: 'Popular courses (slugs)', hint: 'slugs from Courses, in the order shown' }),
    testimonials: z
      .array(
        z.strictObject({
          name: text('Name'),
          course: text('Course'),
          detail: text('What they do now'),
          quote: longText('Quote'),
        }),
      )
      .min(1)
      .meta({ title: 'Testimonials' }),
  })
  .meta({ title: 'Home page' });

export const aboutSchema = z
  .strictObject({
    intro: z
      .strictObject({ title: text('Title'), lead: longText('Lead'), image: imageSchema })
      .meta({ title: 'Introduction' }),
    vision: longText('Vision'),
    mission: longText('Mission'),
    objectives: textList('Objectives', 'Objective'),
    statistics: z
      .array(z.strictObject({ value: text('Figure, as shown', 'e.g. 100+ or 95%'), label: text('Label') }))
      .min(1)
      .meta({ title: 'Statistics' }),
    communityAndAccreditation: z
      .strictObject({ title: text('Title'), paragraphs: textList('Paragraphs', 'Paragraph') })
      .meta({ title: 'Community & accreditation' }),
  })
  .meta({ title: 'About page' });

export const teamSchema = z
  .strictObject({
    team: z
      .array(
        z.strictObject({
          name: text('Name'),
          role: text('Role'),
          blurb: longText('About them'),
          headshot: imageSchema.optional().meta({ title: 'Headshot (optional)' }),
        }),
      )
      .min(1)
      .superRefine(uniqueBy('name'))
      .meta({ title: 'Team' }),
  })
  .meta({ title: 'Team' });

export const communitySchema = z
  .strictObject({
    intro: z
      .strictObject({ title: text('Title'), lead: longText('Lead'), image: imageSchema })
      .meta({ title: 'Introduction' }),
    partners: z
      .array(
        z.strictObject({ name: text('Name'), kind: text('Kind'), text: longText('What they do with us') }),
      )
      .superRefine(uniqueBy('name'))
      .meta({ title: 'Partners' }),
    womenInTech: z
      .strictObject({
        title: text('Title'),
        lead: longText('Lead'),
        points: textList('Points', 'Point'),
        image: imageSchema,
      })
      .meta({ title: 'Women & Tech' }),
    alumni: z
      .strictObject({
        title: text('Title'),
        lead: longText('Lead'),
        benefits: textList('Benefits', 'Benefit'),
        portalLabel: text('Portal label'),
      })
      .meta({ title: 'Alumni' }),
    successStories: z
      .array(
        z.strictObject({
          name: text('Name'),
          course: text('Course'),
          outcome: text('Outcome'),
          story: longText('Story'),
        }),
      )
      .meta({ title: 'Success stories' }),
  })
  .meta({ title: 'Community page' });

export const eventSchema = z
  .strictObject({
    slug,
    title: text('Title'),
    date: isoDate,
    start: time24('Starts'),
    end: time24('Ends'),
    location: text('Campus', 'the name of a campus in College details'),
    description: longText('Description'),
    photo: imageSchema.optional().meta({ title: 'Photo (optional)' }),
  })
  .refine((event) => event.end > event.start, {
    path: ['end'],
    error: 'must be after the start: an event cannot end before it starts',
  });

export const eventsSchema = z
  .strictObject({
    events: z.array(eventSchema).superRefine(uniqueBy('slug')).meta({ title: 'Events' }),
  })
  .meta({ title: 'Events' });

const faqTopics = [
  'admission',
  'payment plans',
  'scholarships',
  'schedule',
  'job placement',
  'hands-on teaching',
  'certificates',
  'missed classes',
  'online courses',
  'course length',
] as const;

export const faqsSchema = z
  .strictObject({
    faqs: z
      .array(
        z.strictObject({
          topic: z.enum(faqTopics).meta({ title: 'Topic' }),
          question: text('Question'),
          answer: longText('Answer'),
        }),
      )
      .min(1)
      .superRefine(uniqueBy('question'))
      .meta({ title: 'Questions' }),
  })
  .meta({ title: 'FAQs' });

const sectionIds = Object.values(sections);

export const corporateSchema = z
  .strictObject({
    intro: z
      .strictObject({ title: text('Title'), lead: longText('Lead'), image: imageSchema })
      .meta({ title: 'Introduction' }),
    offers: z
      .array(
        z.strictObject({
          id: z.enum(sectionIds).meta({ title: 'Section (menu anchor)' }),
          title: text('Title'),
          text: longText('Text'),
          points: textList('Points', 'Point'),
          cta: text('Button label'),
        }),
      )
      .superRefine(uniqueBy('id', 'section'))
      .meta({ title: 'Offers' }),
  })
  .meta({ title: 'Corporate page' });

/** Every collection: its data file under content/ and its schema. */
export const collections = {
  site: { file: 'site.yml', schema: siteSchema },
  courses: { file: 'courses.yml', schema: coursesSchema },
  packages: { file: 'packages.yml', schema: packagesSchema },
  home: { file: 'home.yml', schema: homeSchema },
  about: { file: 'about.yml', schema: aboutSchema },
  team: { file: 'team.yml', schema: teamSchema },
  community: { file: 'community.yml', schema: communitySchema },
  events: { file: 'events.yml', schema: eventsSchema },
  faqs: { file: 'faqs.yml', schema: faqsSchema },
  corporate: { file: 'corporate.yml', schema: corporateSchema },
} as const;

export type CollectionName = keyof typeof collections;
export type CollectionData<Name extends CollectionName> = z.output<(typeof collections)[Name]['schema']>;
