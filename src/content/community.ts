/** The Community page's text, from content/community.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/community';

type CommunityData = CollectionData<'community'>;
export type Partner = CommunityData['partners'][number];
export type SuccessStory = CommunityData['successStories'][number];

export type CommunityContent = CommunityData;
export const community = data as CommunityContent;
