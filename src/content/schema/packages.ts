import { z } from 'zod';
import { listPosition, longText, shillings, text, textList, uniqueBy } from './fields.ts';

export const packageSchema = z
  .strictObject({
    order: listPosition,
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
  })
  .meta({ title: 'Package' });

export const packagesSchema = z
  .array(packageSchema)
  .min(1)
  .superRefine(uniqueBy('name'))
  .meta({ title: 'Course packages' });
