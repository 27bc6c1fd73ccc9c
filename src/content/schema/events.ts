import { z } from 'zod';
import { campusReference } from './campus-reference.ts';
import { imageSchema, isoDate, longText, slug, text, time24, uniqueBy } from './fields.ts';

export const eventSchema = z
  .strictObject({
    slug,
    title: text('Title'),
    date: isoDate,
    start: time24('Starts'),
    end: time24('Ends'),
    location: campusReference('Campus', 'a campus in College details'),
    description: longText('Description'),
    photo: imageSchema.optional().meta({ title: 'Photo (optional)' }),
  })
  .refine((event) => event.end > event.start, {
    path: ['end'],
    error: 'must be after the start: an event cannot end before it starts',
  });

export const eventsSchema = z.array(eventSchema).superRefine(uniqueBy('slug')).meta({ title: 'Events' });
