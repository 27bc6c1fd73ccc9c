import { z } from 'zod';
import { longText, text, uniqueBy } from './fields.ts';

export const teamSchema = z
  .strictObject({
    team: z
      .array(z.strictObject({ name: text('Name'), role: text('Role'), blurb: longText('About them') }))
      .min(1)
      .superRefine(uniqueBy('name'))
      .meta({ title: 'Team' }),
  })
  .meta({ title: 'Team' });
