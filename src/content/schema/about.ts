import { z } from 'zod';
import { fixedText, longText, pageIntro, text, textList } from './fields.ts';

export const aboutSchema = z
  .strictObject({
    intro: pageIntro,
    vision: longText('Vision'),
    mission: longText('Mission'),
    objectives: textList('Objectives', 'Objective'),
    statistics: z
      .array(
        z.strictObject({ value: fixedText('Figure, as shown', 'e.g. 100+ or 95%'), label: text('Label') }),
      )
      .min(1)
      .meta({ title: 'Statistics' }),
    communityAndAccreditation: z
      .strictObject({ title: text('Title'), paragraphs: textList('Paragraphs', 'Paragraph') })
      .meta({ title: 'Community & accreditation' }),
  })
  .meta({ title: 'About page' });
