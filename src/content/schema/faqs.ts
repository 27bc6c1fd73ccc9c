import { z } from 'zod';
import { longText, text, uniqueBy } from './fields.ts';

const faqTopics = [
  'admission',
  'payment plans',
  'scholarships',
  'schedule',
  'job placement',
  'hands-on teaching',
  'certificates',
  'missed classes',
  'online courses',
  'course length',
] as const;

export const faqsSchema = z
  .strictObject({
    faqs: z
      .array(
        z.strictObject({
          topic: z.enum(faqTopics).meta({ title: 'Topic' }),
          question: text('Question'),
          answer: longText('Answer'),
        }),
      )
      .min(1)
      .superRefine(uniqueBy('question'))
      .meta({ title: 'Questions' }),
  })
  .meta({ title: 'FAQs' });
