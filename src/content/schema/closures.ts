/** Public holidays and other days the college is closed: the booking form refuses a visit on one. */
import { z } from 'zod';
import { isoDate, text } from './fields.ts';

export const closureSchema = z
  .strictObject({
    name: text('Name, as shown', 'e.g. Christmas Day, or Staff training day'),
    date: isoDate.meta({
      title: 'Date (or first day)',
      widget: 'date',
      hint: 'the day the college is closed, or the first of several',
    }),
    until: isoDate
      .meta({ title: 'Last day (for several days)', widget: 'date', hint: 'leave empty for a single day' })
      .optional(),
  })
  .refine((closure) => closure.until === undefined || closure.until >= closure.date, {
    path: ['until'],
    error: 'must be on or after the first day',
  });

export const closuresSchema = z
  .array(closureSchema)
  .meta({ title: 'Closures (public holidays and other days the college is closed)' });
