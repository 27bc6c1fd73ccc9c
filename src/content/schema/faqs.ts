import { z } from 'zod';
import { listPosition, longText, text, uniqueBy } from './fields.ts';

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

export const faqSchema = z
  .strictObject({
    order: listPosition,
    topic: z.enum(faqTopics).meta({ title: 'Topic' }),
    question: text('Question'),
    answer: longText('Answer'),
  })
  .meta({ title: 'Question' });

export const faqsSchema = z.array(faqSchema).min(1).superRefine(uniqueBy('question')).meta({ title: 'FAQs' });
