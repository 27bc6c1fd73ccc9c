import { z } from 'zod';
import { fixedText, imageSchema, longText, slug, text } from './fields.ts';

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
          name: fixedText('Name'),
          course: text('Course'),
          detail: text('What they do now'),
          quote: longText('Quote'),
        }),
      )
      .min(1)
      .meta({ title: 'Testimonials' }),
  })
  .meta({ title: 'Home page' });
