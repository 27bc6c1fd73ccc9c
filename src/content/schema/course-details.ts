import { z } from 'zod';
import { weekdays } from '../college-time.ts';
import { campusReference } from './campus-reference.ts';
import {
  fixedText,
  isoDate,
  longText,
  shillings,
  text,
  textList,
  time24,
  uniqueBy,
  wholeNumber,
} from './fields.ts';

/** A deposit and a number of monthly instalments, worked out from the fee so they always add up to it. */
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

export type PaymentPlan = z.output<typeof paymentPlanSchema>;

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
      .array(campusReference('Campus', 'a campus in College details'))
      .min(1, { error: 'must name at least one campus' })
      .meta({ title: 'Campuses offering it', hint: 'campuses in College details' }),
  })
  .refine((schedule) => schedule.end > schedule.start, {
    path: ['end'],
    error: 'must be after the start: a class cannot end before it starts',
  });

/** What the course's own page shows beyond the card: syllabus, tools, payment plan, class times, intakes. */
export const courseDetailsSchema = z
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
      .array(fixedText('Software or tool'))
      .min(1, { error: 'must list at least one' })
      .meta({ title: 'Software and tools used' }),
    // Equipment is described in words ("Cable crimper and LAN tester"), so it is translated; a
    // product name in `tools` is not.
    equipment: textList('Equipment used (optional)', 'Equipment').optional(),
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
