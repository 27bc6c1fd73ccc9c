import { z } from 'zod';
import { sections } from '../../config/paths.ts';
import { longText, pageIntro, text, textList, uniqueBy } from './fields.ts';

const sectionIds = Object.values(sections);

export const corporateSchema = z
  .strictObject({
    intro: pageIntro,
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
