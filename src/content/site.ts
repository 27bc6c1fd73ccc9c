/** The college's own details, from content/site.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';

/** The college's details as the pages get them. */
export type Site = CollectionData<'site'>;
export type Campus = Site['campuses'][number];
export type OpeningHours = Site['officeHours'][number];
export type SocialLink = Site['social'][number];

/** The towns the campuses are in, each once and in the data's order: "Nakuru", "Naivasha". */
export const campusTowns = (site: Pick<Site, 'campuses'>): readonly string[] => [
  ...new Set(site.campuses.map((campus) => campus.town)),
];

/** The campus an entry names by its id (a course's class times, an event, a booking), if there is one. */
export const campusById = <Named extends Pick<Campus, 'id'>>(
  site: { campuses: readonly Named[] },
  id: string,
): Named | undefined => site.campuses.find((campus) => campus.id === id);
