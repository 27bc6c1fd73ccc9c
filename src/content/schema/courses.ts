import { z } from 'zod';
import { formatPrice } from '../../lib/format-price.ts';
import { interestOptions } from '../booking-options.ts';
import { courseLevels } from '../course-levels.ts';
import { courseDetailsSchema, type PaymentPlan } from './course-details.ts';
import {
  imageSchema,
  listPosition,
  longText,
  shillings,
  slug,
  text,
  uniqueBy,
  wholeNumber,
} from './fields.ts';

export const courseSchema = z
  .strictObject({
    order: listPosition,
    id: wholeNumber('Number', 'a positive whole number').meta({
      title: 'Number',
      hint: 'unique; never reuse one',
    }),
    slug,
    title: text('Title'),
    description: longText('Description'),
    price: shillings('Fee (KSh)'),
    // The one figure for a course's length: each language words it, and search engines read weeks.
    weeks: wholeNumber('Length in weeks', 'weeks').meta({
      title: 'Length in weeks',
      hint: 'shown in months when it divides by 4: 16 shows as 4 months',
    }),
    // Its fee and length are for each programming language, and every place that shows them says so.
    perProgrammingLanguage: z.boolean().optional().meta({
      title: 'Fee and length are for each programming language',
      hint: 'shows as "KSh 6,000 per language" and "3 months per language"',
    }),
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
        message: `the deposit (${formatPrice(deposit)}) leaves too little of the fee (${formatPrice(course.price)}) for ${instalments} monthly instalments: lower the deposit`,
      });
    }
  });

export const coursesSchema = z
  .array(courseSchema)
  .min(1)
  .superRefine(uniqueBy('slug'))
  .superRefine(uniqueBy('id', 'number'))
  // Two cards, pages and share cards a visitor could not tell apart, and one name in a booking.
  .superRefine(uniqueBy('title'))
  .meta({ title: 'Courses and fees' });
