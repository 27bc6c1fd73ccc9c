import { z } from 'zod';
import { weekdays } from '../college-time.ts';
import { fixedText, longText, matching, text, time24, uniqueBy } from './fields.ts';
import { campusId } from './campus-reference.ts';
import { geoSchema } from './place.ts';

const campusSchema = z.strictObject({
  name: text('Name', 'as a visitor reads it, e.g. Nakuru Main Campus'),
  id: campusId,
  kind: z.enum(['main', 'branch']).meta({ title: 'Kind' }),
  town: fixedText('Town'),
  street: fixedText('Street'),
  building: text('Building and floor'),
  postalCode: matching(/^\d{5}$/, 'must be five digits, e.g. 20100').meta({ title: 'Postal code' }),
  county: text('County'),
  directions: longText('Directions'),
});

const kenyanNumber = matching(
  /^\+254\d{9}$/,
  'must be +254 followed by nine digits, no spaces, e.g. +254712345678',
);

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
    name: fixedText('College name'),
    shortName: fixedText('Short name'),
    tagline: text('Tagline'),
    phone: z
      .strictObject({
        display: fixedText('Phone, as shown'),
        e164: kenyanNumber.meta({ title: 'Phone, international' }),
      })
      .meta({ title: 'Phone' }),
    whatsapp: kenyanNumber.meta({
      title: 'WhatsApp number, international',
      hint: 'the number visitors message on WhatsApp, e.g. +254712345678',
    }),
    email: z.email({ error: 'must be an e-mail address, e.g. info@example.ac.ke' }).meta({ title: 'E-mail' }),
    campuses: z
      .array(
        campusSchema.extend({
          geo: geoSchema,
          officeHours: z.array(officeHoursSchema).optional().meta({
            title: 'Office hours, if not the college’s',
            hint: 'leave empty to use the office hours below',
          }),
        }),
      )
      .min(1)
      .superRefine(uniqueBy('id'))
      .superRefine(uniqueBy('name'))
      .meta({ title: 'Campuses' }),
    officeHours: z.array(officeHoursSchema).min(1).meta({ title: 'Office hours' }),
    social: z
      .array(
        z.strictObject({
          label: fixedText('Network'),
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
