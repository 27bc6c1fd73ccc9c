/**
 * The college's own details, from content/site.yml (checked against its schema at build time):
 * edit there and every page, the footer, the booking messages and the structured data follow.
 */
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/site';

type SiteData = CollectionData<'site'>;
/** The college's details as the pages get them. */
export type Site = SiteData;
export type Campus = SiteData['campuses'][number];
export type OpeningHours = SiteData['officeHours'][number];
export type SocialLink = SiteData['social'][number];

// The build served this file only once it matched the schema: the schema's type is what it holds.
export const site = data as SiteData;

/** The towns the campuses are in, each once and in the data's order: "Nakuru", "Naivasha". */
export const campusTowns: readonly string[] = [...new Set(site.campuses.map((campus) => campus.town))];
