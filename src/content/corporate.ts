/** The Corporate page's text, from content/corporate.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/corporate';

type CorporateData = CollectionData<'corporate'>;
export type CorporateOffer = CorporateData['offers'][number];

/** The page's introduction, and the sections its menu links to (`offers`, in menu order). */
export type CorporateContent = CorporateData;
export const corporate = data as CorporateContent;
