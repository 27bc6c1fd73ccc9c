/** The About page's text, from content/about.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';

export type AboutContent = CollectionData<'about'>;
