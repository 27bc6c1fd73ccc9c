/** The Community page's text, from content/community.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import * as data from 'virtual:content/community';

type CommunityData = CollectionData<'community'>;
export type Partner = CommunityData['partners'][number];
export type SuccessStory = CommunityData['successStories'][number];

export const communityIntro: CommunityData['intro'] = data.intro;
/** Organisations that give our students internships, projects, guest lectures and jobs. */
export const partners: readonly Partner[] = data.partners;
export const womenInTech: CommunityData['womenInTech'] = data.womenInTech;
export const alumni: CommunityData['alumni'] = data.alumni;
export const successStories: readonly SuccessStory[] = data.successStories;
