/**
 * Days the college is closed beyond its weekly hours (content/closures.yml): public holidays and
 * any other closure the staff add. The booking form refuses a visit on one, naming it.
 */
import { z } from 'zod';

// Checked here, not with the shared date helper of collections.ts: that module imports this one.
const dateMessage = 'must be a date like 2026-12-25 (year-month-day)';
const date = (title: string, hint: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'must be filled in' : dateMessage) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dateMessage })
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: 'is not a real date: check the day and the month',
    })
    .meta({ title, hint, widget: 'date' });

export const closureSchema = z
  .strictObject({
    name: z
      .string({ error: 'must be filled in' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .meta({ title: 'Name, as shown', hint: 'e.g. Christmas Day, or Staff training day' }),
    date: date('Date (or first day)', 'the day the college is closed, or the first of several'),
    until: date('Last day (for several days)', 'leave empty for a single day').optional(),
  })
  .refine((closure) => closure.until === undefined || closure.until >= closure.date, {
    path: ['until'],
    error: 'must be on or after the first day',
  });

export const closuresSchema = z
  .strictObject({
    closures: z.array(closureSchema).meta({ title: 'Closures' }),
  })
  .meta({ title: 'Closures (public holidays and other days the college is closed)' });
