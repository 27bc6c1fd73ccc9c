/** The Corporate page's text, from content/corporate.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import { intro, offers } from 'virtual:content/corporate';

type CorporateData = CollectionData<'corporate'>;
export type CorporateOffer = CorporateData['offers'][number];

export const corporateIntro: CorporateData['intro'] = intro;
/** The sections the Corporate menu links to, in menu order. */
export const corporateOffers: readonly CorporateOffer[] = offers;
