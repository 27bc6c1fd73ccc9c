/** A question and its answer, from content/faqs/ (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';

export type Faq = CollectionData<'faqs'>[number];
