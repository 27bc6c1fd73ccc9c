import { z } from 'zod';
import { fixedText, imageSchema, listPosition, longText, text, uniqueBy } from './fields.ts';

export const teamMemberSchema = z
  .strictObject({
    order: listPosition,
    name: fixedText('Name'),
    role: text('Role'),
    blurb: longText('About them'),
    headshot: imageSchema.optional().meta({ title: 'Headshot (optional)' }),
  })
  .meta({ title: 'Team member' });

export const teamSchema = z
  .array(teamMemberSchema)
  .min(1)
  .superRefine(uniqueBy('name'))
  .meta({ title: 'Team' });
