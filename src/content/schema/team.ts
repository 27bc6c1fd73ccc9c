import { z } from 'zod';
import { imageSchema, longText, text, uniqueBy } from './fields.ts';

export const teamSchema = z
  .strictObject({
    team: z
      .array(
        z.strictObject({
          name: text('Name'),
          role: text('Role'),
          blurb: longText('About them'),
          headshot: imageSchema.optional().meta({ title: 'Headshot (optional)' }),
        }),
      )
      .min(1)
      .superRefine(uniqueBy('name'))
      .meta({ title: 'Team' }),
  })
  .meta({ title: 'Team' });
