/** The About page's text, from content/about.yml (checked against its schema at build time). */
import type { CollectionData } from './schema/collections';
import data from 'virtual:content/about';

type AboutData = CollectionData<'about'>;
export type Statistic = AboutData['statistics'][number];

export type AboutContent = AboutData;
export const about = data as AboutContent;
