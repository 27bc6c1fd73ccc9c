import { z } from 'zod';
import { longText, shillings, text, textList, uniqueBy } from './fields.ts';

export const packagesSchema = z
  .strictObject({
    packages: z
      .array(
        z.strictObject({
          name: text('Name'),
          price: z
            .strictObject({ min: shillings('From (KSh)'), max: shillings('To (KSh)') })
            .refine((band) => band.max >= band.min, {
              path: ['max'],
              error: 'must not be below the lowest fee',
            })
            .meta({ title: 'Fee band' }),
          popular: z.boolean().meta({ title: 'Show a POPULAR badge' }),
          summary: longText('Summary'),
          includes: textList('Includes', 'Item'),
        }),
      )
      .min(1)
      .superRefine(uniqueBy('name'))
      .meta({ title: 'Packages' }),
  })
  .meta({ title: 'Course packages' });
