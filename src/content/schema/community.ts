import { z } from 'zod';
import { fixedText, imageSchema, longText, pageIntro, text, textList, uniqueBy } from './fields.ts';

export const communitySchema = z
  .strictObject({
    intro: pageIntro,
    partners: z
      .array(
        z.strictObject({
          name: fixedText('Name'),
          kind: text('Kind'),
          text: longText('What they do with us'),
        }),
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
          name: fixedText('Name'),
          course: text('Course'),
          outcome: text('Outcome'),
          story: longText('Story'),
        }),
      )
      .meta({ title: 'Success stories' }),
  })
  .meta({ title: 'Community page' });
