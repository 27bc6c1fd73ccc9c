/** The questions and answers, from content/faqs/ (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/faqs';

export type Faq = CollectionData<'faqs'>['faqs'][number];
export type FaqTopic = Faq['topic'];

export const faqs: readonly Faq[] = (data as CollectionData<'faqs'>).faqs;
