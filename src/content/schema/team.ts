import { z } from 'zod';
import { fixedText, imageSchema, listPosition, longText, text, uniqueBy } from './fields.ts';

export const teamMemberSchema = z
  .strictObject({
    order: listPosition,
    // Translated ("Dr." is "Dkt." in Kiswahili); the name itself is written once.
    honorific: text('Title before the name (optional)', 'e.g. Dr.; leave empty for none').optional(),
    name: fixedText('Name', 'without a title such as Dr.: that goes above'),
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
