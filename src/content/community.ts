/** The Community page's text, from content/community.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';

export type CommunityContent = CollectionData<'community'>;
